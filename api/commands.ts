// Runs a command against one stream: load → decide → append with the loaded version. A
// concurrent writer makes the append fail with WrongExpectedVersion; the command is then decided
// again on the fresh stream, a bounded number of times.
import { randomUUID } from "node:crypto";
import { fold, type Decider } from "../domain/decider.ts";
import type { EventStore, Position, StoredEvent } from "../eventstore/port.ts";
import { WrongExpectedVersion } from "../eventstore/port.ts";

const MAX_ATTEMPTS = 5;

type TypedEvent = { type: string; data: unknown };

export type CommandResult<Event, State = unknown> = {
  events: Event[];
  /** Position of the last appended event; null when the command changed nothing. */
  position: Position | null;
  /** The stream's state after the command (its events folded onto what was loaded). */
  state: State;
};

export async function loadStream<Event extends TypedEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State, unknown>, "initialState" | "evolve">,
  parse: (stored: StoredEvent) => Event,
): Promise<LoadedStream<State>> {
  const stored = await store.readStream(streamId);
  return {
    state: fold(decider, stored.map(parse)),
    version: stored.length,
    lastRecordedAt: stored.at(-1)?.recordedAt ?? null,
  };
}

export type LoadedStream<State> = { state: State; version: number; lastRecordedAt: Date | null };

/** A value given as is, or made from what was loaded. */
async function fromLoaded<T, State>(
  value: T | ((loaded: LoadedStream<State>) => Promise<T>),
  loaded: LoadedStream<State>,
): Promise<T> {
  return typeof value === "function"
    ? (value as (loaded: LoadedStream<State>) => Promise<T>)(loaded)
    : value;
}

export type CommandRun<Command, Event extends TypedEvent, State, Context> = {
  store: EventStore;
  /** The stream the command is about. */
  stream: string;
  decider: Decider<Command, Event, State, Context>;
  parse: (stored: StoredEvent) => Event;
  /** The command, or a function making it from what was loaded (run again on every retry). */
  command: Command | ((loaded: LoadedStream<State>) => Promise<Command>);
  /** The context, or a function making it from what was loaded (run again on every retry). */
  context: Context | ((loaded: LoadedStream<State>) => Promise<Context>);
  /** Stored with each event (e.g. who acted); none by default. */
  metadata?: Record<string, unknown>;
};

export async function handleCommand<Command, Event extends TypedEvent, State, Context>(
  run: CommandRun<Command, Event, State, Context>,
): Promise<CommandResult<Event, State>> {
  const { store, stream: streamId, decider, parse, command, context, metadata = {} } = run;
  for (let attempt = 1; ; attempt++) {
    const loaded = await loadStream(store, streamId, decider, parse);
    const { state, version } = loaded;
    const events = decider.decide(
      await fromLoaded(command, loaded),
      state,
      await fromLoaded(context, loaded),
    );
    if (events.length === 0) return { events, position: null, state };
    try {
      const result = await store.append(
        streamId,
        events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata })),
        { expectedVersion: version === 0 ? "no_stream" : version },
      );
      return {
        events,
        position: result.position,
        state: events.reduce((s, e) => decider.evolve(s, e), state),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersion && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * For a log whose decisions read nothing of its past (the analyst access log): decides against
 * the decider's initial state and appends at any version, so a command costs the same on the
 * stream's millionth event as on its first. A decider whose rules read its state must go through
 * handleCommand.
 */
export async function appendToLog<Command, Event extends TypedEvent, State, Context>(
  run: Omit<CommandRun<Command, Event, State, Context>, "parse" | "command" | "context"> & {
    command: Command;
    context: Context;
  },
): Promise<{ events: readonly Event[]; position: Position | null }> {
  const { store, stream, decider, command, context, metadata = {} } = run;
  const events = decider.decide(command, decider.initialState, context);
  if (events.length === 0) return { events, position: null };
  const result = await store.append(
    stream,
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata })),
    { expectedVersion: "any" },
  );
  return { events, position: result.position };
}

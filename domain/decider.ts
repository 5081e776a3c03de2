// The shape every context's decider has: pure functions from (command, state) to events and from
// (state, event) to state. Time and randomness arrive in the context, never from globals.

export type Decider<Command, Event, State, Context> = {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  /** The events the command causes, or a thrown CommandRefused; [] means "nothing to do". */
  decide(command: Command, state: State, context: Context): Event[];
};

/** Why a command was refused, which the API maps to an HTTP status. */
/**
 * invalid 400, forbidden 403, not-found 404, conflict 409; unprocessable 422: a well-formed
 * request that cannot be processed as sent (an Idempotency-Key reused for another request);
 * limited 429: a limit the rules count from the events (three tip bookmarks a day).
 */
export type RefusalKind =
  "invalid" | "forbidden" | "not-found" | "conflict" | "unprocessable" | "limited";

/** A business rule said no. The message is shown to the user as is. */
export class CommandRefused extends Error {
  readonly kind: RefusalKind;
  constructor(kind: RefusalKind, message: string) {
    super(message);
    this.name = "CommandRefused";
    this.kind = kind;
  }
}

export function fold<Event, State>(
  decider: Pick<Decider<unknown, Event, State, unknown>, "initialState" | "evolve">,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}

export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}

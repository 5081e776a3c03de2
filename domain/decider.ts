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
 * invalid 400, forbidden 403, not-found 404, conflict 409; gone 410: something that existed and
 * no longer works (an expired invite code); unprocessable 422: a well-formed request that cannot
 * be processed as sent (an Idempotency-Key reused for another request); limited 429: a limit the
 * rules count from the events (three tip bookmarks a day).
 */
export type RefusalKind =
  "invalid" | "forbidden" | "not-found" | "conflict" | "gone" | "unprocessable" | "limited";

/**
 * One refusal a decider can give: its kind (the HTTP status family), a stable code callers match
 * on (never the message), and the message shown to the user as is. Each context declares its
 * refusals as values (`refusal("conflict", "already-friends", "…")`) and throws them.
 */
export type Refusal<Code extends string = string> = {
  readonly kind: RefusalKind;
  readonly code: Code;
  readonly message: string;
};

export const refusal = <Code extends string>(
  kind: RefusalKind,
  code: Code,
  message: string,
): Refusal<Code> => ({ kind, code, message });

/** A business rule said no: a refusal, thrown. */
export class CommandRefused<Code extends string = string> extends Error {
  readonly kind: RefusalKind;
  readonly code: Code;
  constructor(refused: Refusal<Code>) {
    super(refused.message);
    this.name = "CommandRefused";
    this.kind = refused.kind;
    this.code = refused.code;
  }

  /** Whether an error is this refusal (matched by code, never by message text). */
  static is<C extends string>(
    error: unknown,
    ...refusals: readonly Refusal<C>[]
  ): error is CommandRefused<C> {
    return error instanceof CommandRefused && refusals.some((r) => r.code === error.code);
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

// The one given/when/then harness every decider test uses (Emmett's DeciderSpecification, in
// the shape of our Decider): given the events a stream holds, when a command comes with its
// context, then these events, or then refused with this kind and message.
import { expect } from "vitest";
import { CommandRefused, fold, type Decider, type RefusalKind } from "../decider.ts";

export function deciderSpec<Command, Event, State, Context>(
  decider: Decider<Command, Event, State, Context>,
) {
  function on(state: State) {
    return {
      /** The state the given events fold to. */
      state,
      when(command: Command, context: Context) {
        const decide = () => decider.decide(command, state, context);
        return {
          /** The events decided, for a test that goes on with them. */
          events: decide,
          then(expected: readonly Event[]) {
            expect(decide()).toEqual(expected);
          },
          /** Asserts the refusal's kind (and message, when given); answers the error. */
          thenRefused(kind: RefusalKind, message?: string): CommandRefused {
            let error: unknown;
            try {
              decide();
            } catch (e) {
              error = e;
            }
            expect(error).toBeInstanceOf(CommandRefused);
            const refused = error as CommandRefused;
            expect(refused.kind).toBe(kind);
            if (message !== undefined) expect(refused.message).toBe(message);
            return refused;
          },
        };
      },
    };
  }
  /** Given the events a stream holds. */
  const given = (events: readonly Event[]) => on(fold(decider, events));
  /** Given a state no stream folds to: a reference to compare a decision with. */
  return Object.assign(given, { givenState: on });
}

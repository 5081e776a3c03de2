// The analyst access log's decider on stream analyst-access-<analystUserId>: the events
// (events.ts), the state and `evolve` (state.ts) and the one decision (decide.ts), joined.
import { assertNever, type Decider } from "../decider.ts";
import { recordHistoryAccess, type AnalystCommand, type AnalystContext } from "./decide.ts";
import type { AnalystEvent } from "./events.ts";
import { evolve, initialAnalystAccessState, type AnalystAccessState } from "./state.ts";

export const analystAccessDecider: Decider<
  AnalystCommand,
  AnalystEvent,
  AnalystAccessState,
  AnalystContext
> = {
  initialState: initialAnalystAccessState,
  evolve,
  decide(command, state, context) {
    switch (command.type) {
      case "RecordHistoryAccess":
        return recordHistoryAccess(command, state, context);
      default:
        return assertNever(command.type);
    }
  },
};

// An analyst's access log as its stream has it: how many accesses were recorded. Every access is
// recorded, so the decision needs nothing of the past; the count is what a reader may ask.
import { assertNever } from "../decider.ts";
import type { AnalystEvent } from "./events.ts";

export type AnalystAccessState = { accesses: number };

export const initialAnalystAccessState: AnalystAccessState = { accesses: 0 };

export function evolve(state: AnalystAccessState, event: AnalystEvent): AnalystAccessState {
  switch (event.type) {
    case "StudentHistoryAccessed":
      return { accesses: state.accesses + 1 };
    default:
      return assertNever(event.type);
  }
}

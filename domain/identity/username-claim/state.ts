// A username as its claim stream has it: free, or held by one account. `evolve` applies what was
// recorded; it decides nothing.
import { assertNever } from "../../decider.ts";
import type { UsernameClaimEvent } from "./events.ts";

export type UsernameClaimState = { status: "free" } | { status: "claimed"; userId: string };

export const initialUsernameClaimState: UsernameClaimState = { status: "free" };

export function evolve(state: UsernameClaimState, event: UsernameClaimEvent): UsernameClaimState {
  switch (event.type) {
    case "UsernameClaimed":
      return { status: "claimed", userId: event.data.userId };
    case "UsernameReleased":
      return state.status === "claimed" && state.userId === event.data.userId
        ? { status: "free" }
        : state;
    default:
      return assertNever(event);
  }
}

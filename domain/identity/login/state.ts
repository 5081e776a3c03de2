// A login as its stream has it: free, or claimed by one account (with its password hash).
// `evolve` applies what was recorded; it decides nothing.
import { assertNever } from "../../decider.ts";
import type { LoginEvent, Provider } from "./events.ts";

export type LoginState =
  | { status: "free" }
  | { status: "claimed"; userId: string; provider: Provider; passwordHash: string | null };

export const initialLoginState: LoginState = { status: "free" };

export function evolve(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case "LoginClaimed":
      return {
        status: "claimed",
        userId: event.data.userId,
        provider: event.data.provider,
        passwordHash: event.data.passwordHash,
      };
    case "LoginReleased":
      return state.status === "claimed" && state.userId === event.data.userId
        ? { status: "free" }
        : state;
    case "PasswordChanged":
      return state.status === "claimed" && state.userId === event.data.userId
        ? { ...state, passwordHash: event.data.passwordHash }
        : state;
    default:
      return assertNever(event);
  }
}

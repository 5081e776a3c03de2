// An account's reset links as their stream has them, oldest first, each used or not. `evolve`
// applies what was recorded; it decides nothing.
import { assertNever } from "../../decider.ts";
import type { PasswordResetEvent } from "./events.ts";

export type ResetLink = { tokenHash: string; login: string; expiresAt: string; used: boolean };

/** Every link sent, oldest first. */
export type PasswordResetState = { links: ResetLink[] };

export const initialPasswordResetState: PasswordResetState = { links: [] };

export function evolve(state: PasswordResetState, event: PasswordResetEvent): PasswordResetState {
  switch (event.type) {
    case "PasswordResetRequested": {
      const { tokenHash, login, expiresAt } = event.data;
      return { links: [...state.links, { tokenHash, login, expiresAt, used: false }] };
    }
    case "PasswordResetCompleted":
      return {
        links: state.links.map((l) =>
          l.tokenHash === event.data.tokenHash ? { ...l, used: true } : l,
        ),
      };
    default:
      return assertNever(event);
  }
}

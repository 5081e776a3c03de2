// An invite code as its stream has it: unknown, open (whose, until when), or redeemed (by whom).
// `evolve` applies what was recorded; it decides nothing.
import { assertNever } from "../../decider.ts";
import type { InviteCodeEvent } from "./events.ts";

export type InviteCodeState =
  | { status: "none" }
  | { status: "open"; ownerUserId: string; expiresAt: string }
  | { status: "redeemed"; ownerUserId: string; redeemedByUserId: string };

export const initialInviteCodeState: InviteCodeState = { status: "none" };

export function evolve(_state: InviteCodeState, event: InviteCodeEvent): InviteCodeState {
  switch (event.type) {
    case "InviteCodeGenerated":
      return {
        status: "open",
        ownerUserId: event.data.ownerUserId,
        expiresAt: event.data.expiresAt,
      };
    case "InviteCodeRedeemed":
      return {
        status: "redeemed",
        ownerUserId: event.data.ownerUserId,
        redeemedByUserId: event.data.redeemedByUserId,
      };
    default:
      return assertNever(event);
  }
}

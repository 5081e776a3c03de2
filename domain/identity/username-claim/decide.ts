// One decision per username claim command (stream username-<claim>): who holds a username.
// Claiming it is how two students choosing one name at once are told apart: the stream's
// expected version makes exactly one claim win. A claim whose holder moved on
// (UsernameReleased), was erased, or never finished choosing it is dead; the command handler,
// which can read the holder's stream, says so in `holderIsLive`, and a dead claim may be
// superseded.
import { CommandRefused, refusal } from "../../decider.ts";
import type { UsernameClaimEvent } from "./events.ts";
import type { UsernameClaimState } from "./state.ts";

export type UsernameClaimCommand =
  | { type: "ClaimUsername"; userId: string; holderIsLive: boolean }
  | { type: "ReleaseUsername"; userId: string };

type Command<T extends UsernameClaimCommand["type"]> = Extract<UsernameClaimCommand, { type: T }>;

export const USERNAME_TAKEN = "That username is taken. Please try another.";

/** What the username claim commands refuse, each with its stable code. */
export const usernameClaimRefusals = {
  taken: refusal("conflict", "username-taken", USERNAME_TAKEN),
} as const;

export function claimUsername(
  command: Command<"ClaimUsername">,
  state: UsernameClaimState,
): UsernameClaimEvent[] {
  if (state.status === "claimed") {
    if (state.userId === command.userId) return [];
    if (command.holderIsLive) throw new CommandRefused(usernameClaimRefusals.taken);
  }
  return [{ type: "UsernameClaimed", data: { userId: command.userId } }];
}

export function releaseUsername(
  command: Command<"ReleaseUsername">,
  state: UsernameClaimState,
): UsernameClaimEvent[] {
  if (state.status !== "claimed" || state.userId !== command.userId) return [];
  return [{ type: "UsernameReleased", data: { userId: command.userId } }];
}

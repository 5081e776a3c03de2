// Username commands: propose a free one, and take one (a first one, or a change: at most once
// every 30 days, domain/identity/profile.ts). Taking claims the username's own stream first (exactly one of two students racing for a name wins), then records it on the student's
// stream, then releases the old one. A claim left behind by a crash between the first two steps
// is leased like a login claim (withinClaimLease); after that, a claim whose holder does not use
// the name is dead and the name is free again.
import { randomInt } from "node:crypto";
import {
  parseIdentityEvent,
  usernameStream,
  type IdentityEvent,
} from "../../domain/identity/events.ts";
import {
  usernameClaimDecider,
  type UsernameClaimState,
} from "../../domain/identity/username-claim.ts";
import { assertUsernameChangeAllowed } from "../../domain/identity/profile.ts";
import { generateUsername } from "../../domain/usernames/username.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { handleCommand, loadStream, type LoadedStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { withinClaimLease, type Accounts } from "../identity/accounts.ts";

/** How many random names to try before saying none was free (14,000,000 combinations). */
const GENERATE_ATTEMPTS = 20;
const parse = (e: StoredEvent): IdentityEvent => parseIdentityEvent(e.type, e.data);
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

export function createUsernames(deps: Pick<ApiDeps, "store" | "now">, accounts: Accounts) {
  const { now } = deps;

  /** Whether the claim's holder still holds it: uses the name, or is within the lease. */
  async function isLive(loaded: LoadedStream<UsernameClaimState>, username: string) {
    const { state, lastRecordedAt } = loaded;
    if (state.status !== "claimed") return false;
    const holder = await accounts.userState(state.userId);
    if (holder.status !== "registered") return false;
    return holder.profile.username === username || withinClaimLease(lastRecordedAt);
  }

  async function isFree(username: string) {
    const loaded = await loadStream(
      deps.store,
      usernameStream(username),
      usernameClaimDecider,
      parse,
    );
    return !(await isLive(loaded, username));
  }

  return {
    /** A random username nobody holds now (not reserved: taking it may still race). */
    async propose(): Promise<string | null> {
      for (let i = 0; i < GENERATE_ATTEMPTS; i++) {
        const candidate = generateUsername(secureRandom);
        if (await isFree(candidate)) return candidate;
      }
      return null;
    },

    /** Takes a well-formed username (checked by the caller's schema) for this student. */
    async take(userId: string, username: string): Promise<void> {
      const before = await accounts.userState(userId);
      const previous = before.status === "registered" ? before.profile.username : null;
      if (previous === username) return;
      // The change limit is the user decider's; asked first so a refused change claims nothing.
      if (before.status === "registered") assertUsernameChangeAllowed(before.profile, now());
      await handleCommand({
        store: deps.store,
        stream: usernameStream(username),
        decider: usernameClaimDecider,
        parse,
        command: async (loaded) => ({
          type: "ClaimUsername" as const,
          userId,
          holderIsLive: await isLive(loaded, username),
        }),
        context: undefined,
      });
      await accounts.runUserCommand(userId, { type: "ChooseUsername", username });
      // Only a name that differs by more than case has its own stream to release.
      if (previous && previous.toLowerCase() !== username.toLowerCase()) {
        await handleCommand({
          store: deps.store,
          stream: usernameStream(previous),
          decider: usernameClaimDecider,
          parse,
          command: { type: "ReleaseUsername", userId },
          context: undefined,
        });
      }
    },
  };
}

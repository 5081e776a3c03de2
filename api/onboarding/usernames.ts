// Username commands: propose a free one, and take one (a first one, or a change: at most once
// every 30 days, domain/identity/user/decide-profile.ts). Taking claims the username's own stream first
// (exactly one of two students racing for a name wins), then records it on the student's
// stream, then releases the old one. A claim left behind by a crash between the first two steps
// is leased like a login claim (withinClaimLease); after that, a claim whose holder does not use
// the name is dead and the name is free again.
//
// A username can be a real name, so nothing readable of it is written to the log: the claim
// stream is named by a keyed hash of the lower-case name (username-<claim>, the
// "username-claim" subkey), and UsernameChosen carries it sealed for the student, so erasure
// shreds it with their key. Names chosen before that hold claims on username-<lower-case name>:
// such a claim is still honored (the name stays taken while its holder uses it) and released.
import { randomInt } from "node:crypto";
import { CommandRefused } from "../../domain/decider.ts";
import { sealed } from "../../domain/identity/sealed.ts";
import { assertUsernameChangeAllowed } from "../../domain/identity/user/decide-profile.ts";
import { usernameClaimRefusals } from "../../domain/identity/username-claim/decide.ts";
import { usernameClaimDecider } from "../../domain/identity/username-claim/decider.ts";
import {
  legacyUsernameStream,
  parseUsernameClaimEvent,
  usernameClaimStream,
} from "../../domain/identity/username-claim/events.ts";
import type { UsernameClaimState } from "../../domain/identity/username-claim/state.ts";
import { generateUsername } from "../../domain/usernames/username.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { keyedHash } from "../../vault/vault.ts";
import { handleCommand, loadStream, type LoadedStream } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { withinClaimLease, type Accounts } from "../identity/accounts.ts";

/** How many random names to try before saying none was free (14,000,000 combinations). */
const GENERATE_ATTEMPTS = 20;
const parse = (e: StoredEvent) => parseUsernameClaimEvent(e.type, e.data);
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** A username's claim key: the keyed hash of its lower-case form (unique whatever the case). */
export const usernameClaimKey = (key: Buffer, username: string) =>
  keyedHash(key, username.toLowerCase());

export function createUsernames(
  deps: Pick<ApiDeps, "store" | "now" | "vault" | "keys">,
  accounts: Accounts,
) {
  const { now } = deps;
  const claimStreamOf = (username: string) =>
    usernameClaimStream(usernameClaimKey(deps.keys.usernameClaim, username));
  const load = (stream: string) => loadStream(deps.store, stream, usernameClaimDecider, parse);

  /** Whether the claim's holder still holds it: uses the name it claims, or is within the lease. */
  async function isLive(loaded: LoadedStream<UsernameClaimState>, stream: string) {
    const { state, lastRecordedAt } = loaded;
    if (state.status !== "claimed") return false;
    const holder = await accounts.userState(state.userId);
    if (holder.status !== "registered") return false;
    return holder.profile.usernameStream === stream || withinClaimLease(lastRecordedAt);
  }

  /** Whether another student holds the name by a claim from before claims were keyed. */
  async function heldByLegacyClaim(username: string, userId: string | null) {
    const stream = legacyUsernameStream(username);
    const loaded = await load(stream);
    if (loaded.state.status === "claimed" && loaded.state.userId === userId) return false;
    return isLive(loaded, stream);
  }

  async function isFree(username: string) {
    const stream = claimStreamOf(username);
    if (await isLive(await load(stream), stream)) return false;
    return !(await heldByLegacyClaim(username, null));
  }

  /** The student's username in the clear: opened, or as recorded before usernames were sealed. */
  async function opened(userId: string, recorded: string | null): Promise<string | null> {
    if (recorded === null || !sealed.safeParse(recorded).success) return recorded;
    return deps.vault.open(userId, recorded);
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
      const profile = before.status === "registered" ? before.profile : null;
      const previous = profile ? await opened(userId, profile.username) : null;
      if (previous === username) return;
      // The change limit is the user decider's; asked first so a refused change claims nothing.
      if (profile) assertUsernameChangeAllowed(profile, now());
      if (await heldByLegacyClaim(username, userId)) {
        throw new CommandRefused(usernameClaimRefusals.taken);
      }
      const claim = usernameClaimKey(deps.keys.usernameClaim, username);
      const stream = usernameClaimStream(claim);
      await handleCommand({
        store: deps.store,
        stream,
        decider: usernameClaimDecider,
        parse,
        command: async (loaded) => ({
          type: "ClaimUsername" as const,
          userId,
          holderIsLive: await isLive(loaded, stream),
        }),
        context: undefined,
      });
      const seal = await deps.vault.sealFields(userId, {
        username,
        ...(previous === null ? {} : { previous }),
      });
      await accounts.runUserCommand(userId, {
        type: "ChooseUsername",
        username: seal.username!,
        previous: seal.previous ?? null,
        claim,
      });
      // A change of case only keeps its claim stream; a name held on a legacy stream moves off it.
      const previousStream = profile?.usernameStream ?? null;
      if (previousStream !== null && previousStream !== stream) {
        await handleCommand({
          store: deps.store,
          stream: previousStream,
          decider: usernameClaimDecider,
          parse,
          command: { type: "ReleaseUsername", userId },
          context: undefined,
        });
      }
    },
  };
}

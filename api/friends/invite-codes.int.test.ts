// Invite codes through the routes against a real PostgreSQL (issue 18; reliability rows 11 and
// 19): generated with the spec's alphabet and a week's life, used once to make friends at once,
// every refusal with its status and message (unknown, malformed, own, used, expired, already
// friends), guessing throttled per account and per address (429 even for a right code), exactly
// one winner when two students use one code at the same moment, and a code redeemed by a
// student whose friendship write never happened completed by their retry.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "../../domain/friends/invite-code/code.ts";
import {
  EXPIRED_CODE,
  INVALID_CODE,
  OWN_CODE,
  USED_CODE,
} from "../../domain/friends/invite-code/decide.ts";
import { inviteCodeStream } from "../../domain/friends/invite-code/events.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";
import type { Friend, InviteCode } from "../schemas/friends.ts";
import { CHOOSE_USERNAME_FIRST } from "../../domain/friends/friendship/decide.ts";
import { alreadyFriendsWith } from "../../domain/friends/invite-workflow.ts";
import { INVITE_GUESS_THROTTLE, tooManyInviteGuesses } from "./commands.ts";
import { friendsTesting, type Student } from "../testing/friends.ts";

let clock = new Date("2026-11-20T15:00:00Z");
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let api: TestApi;
let t: ReturnType<typeof friendsTesting>;

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  t = friendsTesting(api, "10.30");
}, 120_000);
afterAll(() => api.close());

async function generate(s: Student): Promise<InviteCode> {
  const response = await t.call(s, "POST", "/api/friends/invite/generate");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const use = (s: Student, code: string, remoteAddress?: string) =>
  t.call(s, "POST", "/api/friends/invite/use", { code }, remoteAddress);
/** The student's friends by username (the ids they see are handles: see the first test). */
const friendNames = async (s: Student) =>
  ((await t.call(s, "GET", "/api/friends")).json() as Friend[]).map((f) => f.username);
const friendshipEvents = (a: Student, b: Student) =>
  api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from events
    where type = 'FriendAddedByInvite'
      and data->>'inviterUserId' = any(${sql.array([a.id, b.id], "text")})
      and data->>'inviteeUserId' = any(${sql.array([a.id, b.id], "text")})`);
/** A well-formed code nobody generated (that a random draw made it: one chance in 10^15). */
const UNKNOWN_CODE = "QQQQ234567";

describe("generate and use", () => {
  it("a code of 10 unambiguous characters for 7 days; a friend typing it any way becomes a friend at once", async () => {
    const sam = await t.student({ onboard: true });
    const ava = await t.student({ onboard: true });
    const invite = await generate(sam);
    expect(invite.code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`));
    expect(invite.expiresAt).toBe(new Date(clock.getTime() + 7 * 86_400_000).toISOString());
    const used = await use(ava, `  ${invite.code.toLowerCase()} `);
    expect(used.statusCode, used.body).toBe(200);
    // Each sees the other by the handle of their own (api/friends/handles.ts), never an account id.
    expect(used.json()).toEqual({
      success: true,
      friend: { id: t.handle(ava, sam), username: sam.username },
    });
    expect(await friendNames(sam)).toEqual([ava.username]);
    expect(await friendNames(ava)).toEqual([sam.username]);
    const [avaForSam] = (await t.call(sam, "GET", "/api/friends")).json() as Friend[];
    expect(avaForSam!.id).toBe(t.handle(sam, ava));
    const seen = (await t.call(sam, "GET", "/api/friends")).body.toLowerCase();
    for (const secret of ava.secrets) expect(seen).not.toContain(secret.toLowerCase());
    // No request was left to answer.
    expect((await t.call(ava, "GET", "/api/friends/requests")).json()).toEqual({
      incoming: [],
      outgoing: [],
    });
  });

  it("each code is new", async () => {
    const sam = await t.student();
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await generate(sam)).code);
    expect(codes.size).toBe(5);
  });

  it("a used code: 409 for anyone else; the student who used it gets the same answer again", async () => {
    const sam = await t.student();
    const ava = await t.student();
    const leo = await t.student();
    const { code } = await generate(sam);
    expect((await use(ava, code)).statusCode).toBe(200);
    const reused = await use(leo, code);
    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json().message).toBe(USED_CODE);
    expect(await friendNames(leo)).toEqual([]);
    const retried = await use(ava, code);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({
      success: true,
      friend: { id: t.handle(ava, sam), username: sam.username },
    });
    expect(await friendshipEvents(sam, ava)).toBe(1);
  });

  it("a code redeemed whose friendship was never written (a crash between the two writes): the student's retry completes it", async () => {
    const sam = await t.student();
    const ava = await t.student();
    const { code } = await generate(sam);
    // The first write of "use", on its own, as if the process died before the second.
    const stream = inviteCodeStream(code);
    await api.store.append(
      stream,
      [
        {
          eventId: randomUUID(),
          type: "InviteCodeRedeemed",
          data: {
            code,
            ownerUserId: sam.id,
            redeemedByUserId: ava.id,
            redeemedAt: clock.toISOString(),
          },
          metadata: {},
        },
      ],
      { expectedVersion: 1 },
    );
    expect(await friendNames(ava)).toEqual([]);
    const retried = await use(ava, code);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await friendNames(ava)).toEqual([sam.username]);
    expect(await friendNames(sam)).toEqual([ava.username]);
    expect((await api.store.readStream(stream)).length).toBe(2);
  });

  it("friends already: 409 naming the friend, and the code stays unused for someone else", async () => {
    const sam = await t.student();
    const ava = await t.student();
    const leo = await t.student();
    await t.befriend(sam, ava);
    const { code } = await generate(sam);
    const response = await use(ava, code);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(alreadyFriendsWith(sam.username));
    expect((await use(leo, code)).statusCode).toBe(200);
    expect((await friendNames(sam)).sort()).toEqual([ava.username, leo.username].sort());
  });

  it("a student with a pending request to the code's owner becomes their friend, the request gone", async () => {
    const sam = await t.student();
    const ava = await t.student();
    expect(
      (await t.call(ava, "POST", "/api/friends/request", { username: sam.username })).statusCode,
    ).toBe(200);
    const { code } = await generate(sam);
    expect((await use(ava, code)).statusCode).toBe(200);
    expect(await friendNames(sam)).toEqual([ava.username]);
    expect((await t.call(sam, "GET", "/api/friends/requests")).json()).toEqual({
      incoming: [],
      outgoing: [],
    });
  });
});

describe("the code still to hand out, after a reload", () => {
  const current = async (s: Student) => {
    const response = await t.call(s, "GET", "/api/friends/invite");
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InviteCode | null;
  };

  it("is the newest unused code, to its owner only, until it is used or expires", async () => {
    const sam = await t.student();
    const ava = await t.student();
    expect(await current(sam)).toBeNull();
    const first = await generate(sam);
    expect(await current(sam)).toEqual(first);
    later(60_000);
    const second = await generate(sam);
    expect(await current(sam)).toEqual(second);
    // Nobody else is given it.
    expect(await current(ava)).toBeNull();
    expect(await api.app.inject({ method: "GET", url: "/api/friends/invite" })).toMatchObject({
      statusCode: 401,
    });
    // Used: the older one, still unused, is the one to hand out.
    expect((await use(ava, second.code)).statusCode).toBe(200);
    expect(await current(sam)).toEqual(first);
    // Expired (7 days after it was generated): none.
    later(Date.parse(first.expiresAt) - clock.getTime());
    expect(await current(sam)).toBeNull();
  });
});

describe("refusals, each with a status and a message", () => {
  it("an unknown code: 404; a malformed one: 404 too", async () => {
    const ava = await t.student();
    for (const code of [UNKNOWN_CODE, "K7MPQ", "K7MPQ2XWR0", "!!!!!!!!!!"]) {
      const response = await use(ava, code);
      expect(response.statusCode, `${code}: ${response.body}`).toBe(404);
      expect(response.json().message).toBe(INVALID_CODE);
    }
  });

  it("my own code: 400", async () => {
    const sam = await t.student();
    const { code } = await generate(sam);
    const response = await use(sam, code);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(OWN_CODE);
    expect(await friendNames(sam)).toEqual([]);
  });

  it("a code 7 days old: 410, and it stays unused", async () => {
    const sam = await t.student();
    const { code, expiresAt } = await generate(sam);
    later(7 * 86_400_000);
    expect(clock.toISOString()).toBe(expiresAt);
    const ava = await t.student();
    const response = await use(ava, code);
    expect(response.statusCode, response.body).toBe(410);
    expect(response.json().message).toBe(EXPIRED_CODE);
    expect((await api.store.readStream(inviteCodeStream(code))).length).toBe(1);
    expect(await friendNames(ava)).toEqual([]);
  });

  it("an empty code: 400 with the spec's message", async () => {
    const ava = await t.student();
    const response = await use(ava, "   ");
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(
      "code: Please enter an invite code to connect with a friend.",
    );
  });

  it("no username yet: generating and using are refused with 409", async () => {
    const sam = await t.student();
    const nameless = await t.student({ username: false });
    const { code } = await generate(sam);
    for (const response of [
      await t.call(nameless, "POST", "/api/friends/invite/generate"),
      await use(nameless, code),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(CHOOSE_USERNAME_FIRST);
    }
    const ava = await t.student();
    expect((await use(ava, code)).statusCode).toBe(200);
  });
});

describe("guessing is throttled", () => {
  it(`per account: after ${INVITE_GUESS_THROTTLE.perAccount} codes that didn't work, 429 even for a right one, until the window ends`, async () => {
    const sam = await t.student();
    const ava = await t.student();
    const leo = await t.student();
    const { code } = await generate(sam);
    for (let i = 0; i < INVITE_GUESS_THROTTLE.perAccount; i++) {
      // Unknown and malformed codes count alike; each from another address.
      const guess = i % 2 === 0 ? UNKNOWN_CODE : "NOPE";
      expect((await use(ava, guess)).statusCode).toBe(404);
    }
    const limited = await use(ava, code);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().message).toBe(tooManyInviteGuesses(15));
    expect(await friendNames(ava)).toEqual([]);
    // Someone else is not held back.
    const { code: other } = await generate(sam);
    expect((await use(leo, other)).statusCode).toBe(200);
    // 10 minutes on, still 5 to wait; 15 minutes on, the window is over.
    later(10 * 60_000);
    expect((await use(ava, code)).json().message).toBe(tooManyInviteGuesses(5));
    later(5 * 60_000);
    const after = await use(ava, code);
    expect(after.statusCode, after.body).toBe(200);
  });

  it(`per address: after ${INVITE_GUESS_THROTTLE.perAddress} codes that didn't work from one address, 429 there for everyone, even for a right code`, async () => {
    const sam = await t.student();
    const { code } = await generate(sam);
    const school = "192.0.2.55";
    const perStudent = INVITE_GUESS_THROTTLE.perAccount;
    for (let s = 0; s < INVITE_GUESS_THROTTLE.perAddress / perStudent; s++) {
      const guesser = await t.student();
      for (let i = 0; i < perStudent; i++) {
        expect((await use(guesser, UNKNOWN_CODE, school)).statusCode).toBe(404);
      }
    }
    const ava = await t.student();
    const limited = await use(ava, code, school);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().message).toMatch(/^Too many invite codes that didn't work/);
    // The same student from another address is let through.
    const elsewhere = await use(ava, code);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  }, 60_000);

  it("codes that worked, or were refused for another reason, do not count", async () => {
    const sam = await t.student();
    const ava = await t.student();
    const { code: own } = await generate(ava);
    for (let i = 0; i < INVITE_GUESS_THROTTLE.perAccount + 2; i++) {
      expect((await use(ava, own)).statusCode).toBe(400);
    }
    const { code } = await generate(sam);
    expect((await use(ava, code)).statusCode).toBe(200);
  });
});

describe("two students using one code at the same moment", () => {
  it("exactly one becomes the owner's friend; the other is told the code was used (5 rounds)", async () => {
    const sam = await t.student();
    for (let round = 0; round < 5; round++) {
      const ava = await t.student();
      const leo = await t.student();
      const { code } = await generate(sam);
      const [a, l] = await Promise.all([use(ava, code), use(leo, code)]);
      expect([a.statusCode, l.statusCode].sort(), `${a.body} ${l.body}`).toEqual([200, 409]);
      const [winner, loser] = a.statusCode === 200 ? [ava, l] : [leo, a];
      expect(loser.json().message).toBe(USED_CODE);
      const friends = await friendNames(sam);
      expect(friends).toContain(winner.username);
      expect(friends).not.toContain(winner === ava ? leo.username : ava.username);
      expect((await api.store.readStream(inviteCodeStream(code))).length).toBe(2);
    }
  });

  it("one student sending the same code twice at once (a double click) is answered twice, friends once", async () => {
    const sam = await t.student();
    const ava = await t.student();
    const { code } = await generate(sam);
    const answers = await Promise.all([use(ava, code), use(ava, code)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await friendNames(sam)).toEqual([ava.username]);
    expect(await friendshipEvents(sam, ava)).toBe(1);
  });
});

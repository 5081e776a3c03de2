// The friends routes against a real PostgreSQL, as the SPA calls them (issue 18; reliability
// rows 11 and 19): a request by username seen by the other student, accepted, declined, crossing
// requests, removal, every refusal with its status and message, the per-student rate limit, and
// what one student sees of a friend (the spec's Friend and nothing else: no name, email, school
// or birth year), with the streak as it shows now. Invite codes are in invite-codes.int.test.ts.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import {
  ALREADY_FRIENDS,
  CHOOSE_USERNAME_FIRST,
  FRIEND_YOURSELF,
  NO_REQUEST,
  noSuchUsername,
  NOT_FRIENDS,
  REQUEST_PENDING,
} from "../../domain/friends/friendship/decide.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";
import type { DailyDropProgress } from "../schemas/practice.ts";
import type { Friend, FriendRequestResult, FriendRequests } from "../schemas/friends.ts";
import { friendsTesting, type Student } from "../testing/friends.ts";

// 15:00 UTC is 10:00 in New York.
let clock = new Date("2026-11-20T15:00:00Z");
let api: TestApi;
let t: ReturnType<typeof friendsTesting>;

beforeAll(async () => {
  api = await startTestApi({ now: () => clock, bank: true });
  t = friendsTesting(api);
}, 120_000);
afterAll(() => api.close());

const friendsOf = async (s: Student): Promise<Friend[]> => {
  const response = await t.call(s, "GET", "/api/friends");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const requestsOf = async (s: Student): Promise<FriendRequests> => {
  const response = await t.call(s, "GET", "/api/friends/requests");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ask = (from: Student, username: string) =>
  t.call(from, "POST", "/api/friends/request", { username });
/** Answers the request from `from` by the id `by` sees of them (a handle, never an account id). */
const answer = (by: Student, from: Student, verb: "accept" | "decline") =>
  t.call(by, "POST", `/api/friends/requests/${t.handle(by, from)}/${verb}`);
const remove = (by: Student, other: Student) =>
  t.call(by, "DELETE", `/api/friends/${t.handle(by, other)}`);
const eventCount = () =>
  api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from events`);

/** The spec's Friend, exactly: anything more is something a friend should not see. */
const FRIEND_KEYS = [
  "currentEnglishLevel",
  "currentMathLevel",
  "id",
  "lastActiveDate",
  "streakDays",
  "totalXP",
  "username",
];

describe("a request by username, and its answer", () => {
  it("the other student sees it waiting, accepts, and both list each other with only the Friend's fields", async () => {
    const sam = await t.student({ onboard: true });
    const ava = await t.student({ onboard: true });
    const sent = await ask(sam, ava.username);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      status: "requested",
      friend: { id: t.handle(sam, ava), username: ava.username },
    } satisfies FriendRequestResult);

    const avaRequests = await requestsOf(ava);
    expect(avaRequests.outgoing).toEqual([]);
    expect(avaRequests.incoming).toEqual([
      { id: t.handle(ava, sam), username: sam.username, sentAt: clock.toISOString() },
    ]);
    expect(await requestsOf(sam)).toEqual({
      incoming: [],
      outgoing: [{ id: t.handle(sam, ava), username: ava.username, sentAt: clock.toISOString() }],
    });
    expect(await friendsOf(sam)).toEqual([]);

    const accepted = await answer(ava, sam, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ success: true });
    expect(await requestsOf(ava)).toEqual({ incoming: [], outgoing: [] });
    expect(await requestsOf(sam)).toEqual({ incoming: [], outgoing: [] });

    for (const [me, other] of [
      [sam, ava],
      [ava, sam],
    ] as const) {
      const response = await t.call(me, "GET", "/api/friends");
      const list = response.json() as Friend[];
      expect(list.map((f) => f.id)).toEqual([t.handle(me, other)]);
      expect(Object.keys(list[0]!).sort()).toEqual(FRIEND_KEYS);
      expect(list[0]).toEqual({
        id: t.handle(me, other),
        username: other.username,
        lastActiveDate: null,
        totalXP: 0,
        streakDays: 0,
        currentEnglishLevel: 1,
        currentMathLevel: 1,
      });
      const raw = response.body.toLowerCase();
      for (const secret of [other.id, ...other.secrets]) {
        expect(raw, `a friend's "${secret}"`).not.toContain(secret.toLowerCase());
      }
      expect(raw).not.toMatch(/birth|email|school|firstname|lastname/);
    }
  });

  it("a friend's progress is what they see themselves: last practice day, XP, the streak as shown now, levels", async () => {
    const sam = await t.student({ onboard: true });
    const ava = await t.student({ onboard: true });
    await t.befriend(sam, ava);
    await t.practice(ava);
    const own = (await t.call(ava, "GET", "/api/daily-drop/progress")).json() as DailyDropProgress;
    expect(own.totalXP).toBeGreaterThan(0);
    expect(own.streakDays).toBe(1);
    const [friend] = await friendsOf(sam);
    expect(friend).toEqual({
      id: t.handle(sam, ava),
      username: ava.username,
      // 10:00 in New York, Ava's zone.
      lastActiveDate: "2026-11-20",
      totalXP: own.totalXP,
      streakDays: own.streakDays,
      currentEnglishLevel: own.currentLevels.english,
      currentMathLevel: own.currentLevels.math,
    });
    // Three days later the streak can no longer be kept: shown as 0, as Ava's own header does.
    clock = new Date(clock.getTime() + 3 * 86_400_000);
    const later = (
      await t.call(ava, "GET", "/api/daily-drop/progress")
    ).json() as DailyDropProgress;
    const [after] = await friendsOf(sam);
    expect(after!.streakDays).toBe(later.streakDays);
    expect(after!.streakDays).toBe(0);
    expect(after!.lastActiveDate).toBe("2026-11-20");
    expect(after!.totalXP).toBe(own.totalXP);
  });

  it("friends are listed by username, and a username is found whatever its case", async () => {
    const me = await t.student();
    const others = [await t.student(), await t.student(), await t.student()];
    for (const other of others) {
      const sent = await ask(me, `  ${other.username.toLowerCase()} `);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().friend).toEqual({ id: t.handle(me, other), username: other.username });
      expect((await answer(other, me, "accept")).statusCode).toBe(200);
    }
    const list = await friendsOf(me);
    expect(list.map((f) => f.username)).toEqual(
      others.map((o) => o.username).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it("a declined request leaves nothing either side, and may be sent again", async () => {
    const sam = await t.student();
    const ava = await t.student();
    expect((await ask(sam, ava.username)).statusCode).toBe(200);
    const declined = await answer(ava, sam, "decline");
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ success: true });
    for (const s of [sam, ava]) {
      expect(await requestsOf(s)).toEqual({ incoming: [], outgoing: [] });
      expect(await friendsOf(s)).toEqual([]);
    }
    const again = await ask(sam, ava.username);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe("requested");
    expect((await requestsOf(ava)).incoming.map((r) => r.id)).toEqual([t.handle(ava, sam)]);
  });

  it("crossing requests make friends: asking back is accepting", async () => {
    const sam = await t.student();
    const ava = await t.student();
    expect((await ask(sam, ava.username)).json().status).toBe("requested");
    const back = await ask(ava, sam.username);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({
      success: true,
      status: "friends",
      friend: { id: t.handle(ava, sam), username: sam.username },
    });
    expect((await friendsOf(sam)).map((f) => f.id)).toEqual([t.handle(sam, ava)]);
    expect((await friendsOf(ava)).map((f) => f.id)).toEqual([t.handle(ava, sam)]);
    expect(await requestsOf(sam)).toEqual({ incoming: [], outgoing: [] });
  });

  it("removing a friend removes the friendship for both; removing again is a 404", async () => {
    const sam = await t.student();
    const ava = await t.student();
    await t.befriend(sam, ava);
    const removed = await remove(ava, sam);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await friendsOf(sam)).toEqual([]);
    expect(await friendsOf(ava)).toEqual([]);
    const again = await remove(sam, ava);
    expect(again.statusCode, again.body).toBe(404);
    expect(again.json().message).toBe(NOT_FRIENDS);
  });
});

describe("refusals, each with a status and a message naming the problem, changing nothing", () => {
  it("an unknown username: 404", async () => {
    const sam = await t.student();
    const before = await eventCount();
    const response = await ask(sam, "QuietNarwhal999");
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe(noSuchUsername("QuietNarwhal999"));
    expect(await eventCount()).toBe(before);
  });

  it("yourself: 400", async () => {
    const sam = await t.student();
    const response = await ask(sam, sam.username.toUpperCase());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(FRIEND_YOURSELF);
  });

  it("already friends: 409; a request already waiting: 409", async () => {
    const sam = await t.student();
    const ava = await t.student();
    const leo = await t.student();
    await t.befriend(sam, ava);
    for (const [from, to] of [
      [sam, ava],
      [ava, sam],
    ] as const) {
      const response = await ask(from, to.username);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(ALREADY_FRIENDS);
    }
    expect((await ask(sam, leo.username)).statusCode).toBe(200);
    const before = await eventCount();
    const twice = await ask(sam, leo.username);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().message).toBe(REQUEST_PENDING);
    expect(await eventCount()).toBe(before);
  });

  it("a student without a username yet cannot send one: 409", async () => {
    const nameless = await t.student({ username: false });
    const ava = await t.student();
    const response = await ask(nameless, ava.username);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(CHOOSE_USERNAME_FIRST);
    expect((await requestsOf(ava)).incoming).toEqual([]);
  });

  it("an empty username: 400 with the spec's message", async () => {
    const sam = await t.student();
    const response = await ask(sam, "   ");
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(
      "username: Please enter a username to send a friend request.",
    );
  });

  it("accepting or declining a request nobody sent: 404; accepting my own request: 404", async () => {
    const sam = await t.student();
    const ava = await t.student();
    for (const verb of ["accept", "decline"] as const) {
      const response = await answer(ava, sam, verb);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(NO_REQUEST);
    }
    expect((await ask(sam, ava.username)).statusCode).toBe(200);
    const own = await answer(sam, ava, "accept");
    expect(own.statusCode, own.body).toBe(404);
    expect(own.json().message).toBe(NO_REQUEST);
    const unknown = await t.call(sam, "POST", `/api/friends/requests/${randomUUID()}/accept`);
    expect(unknown.statusCode, unknown.body).toBe(404);
    const malformed = await t.call(sam, "DELETE", "/api/friends/not-an-id");
    expect(malformed.statusCode, malformed.body).toBe(400);
  });

  it("accepting a request already accepted: 409, already friends", async () => {
    const sam = await t.student();
    const ava = await t.student();
    await t.befriend(sam, ava);
    const response = await answer(ava, sam, "accept");
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(ALREADY_FRIENDS);
  });

  it("visitors: 401 on every friends route", async () => {
    for (const [method, url] of [
      ["GET", "/api/friends"],
      ["GET", "/api/friends/requests"],
      ["POST", "/api/friends/request"],
      ["POST", `/api/friends/requests/${randomUUID()}/accept`],
      ["POST", `/api/friends/requests/${randomUUID()}/decline`],
      ["DELETE", `/api/friends/${randomUUID()}`],
      ["POST", "/api/friends/invite/generate"],
      ["POST", "/api/friends/invite/use"],
    ] as const) {
      const body = url.endsWith("request")
        ? { username: "BraveOtter042" }
        : url.endsWith("use")
          ? { code: "K7MPQ2XWRT" }
          : undefined;
      const response = await api.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        remoteAddress: t.address(),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("more than 30 requests a minute from one student: 429, whatever address they come from", async () => {
    const sam = await t.student();
    for (let i = 0; i < 30; i++) {
      expect((await ask(sam, `QuietNarwhal${String(100 + i)}`)).statusCode).toBe(404);
    }
    const limited = await ask(sam, "QuietNarwhal200");
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    // Another student (at the same school, say) is not held back.
    const ava = await t.student();
    expect((await ask(ava, "QuietNarwhal201")).statusCode).toBe(404);
  });
});

describe("one student and another's friends", () => {
  it("only the session says whose friends are read or changed", async () => {
    const sam = await t.student();
    const ava = await t.student();
    const eve = await t.student();
    await t.befriend(sam, ava);
    expect((await ask(ava, eve.username)).statusCode).toBe(200);
    // Eve sees her own (a request from Ava, by the handle she sees), never Sam's or Ava's friends.
    expect(await friendsOf(eve)).toEqual([]);
    expect((await requestsOf(eve)).incoming.map((r) => r.id)).toEqual([t.handle(eve, ava)]);
    // Eve cannot end their friendship, nor answer a request that is not to her: not by their
    // account ids, not by a handle of her own, not by the handle Sam sees of Ava (leaked to her);
    // and Ava's account id does not answer Ava's own request to Eve either (only Eve's handle).
    const before = await eventCount();
    for (const id of [sam.id, ava.id, t.handle(eve, sam), t.handle(sam, ava)]) {
      const removed = await t.call(eve, "DELETE", `/api/friends/${id}`);
      expect(removed.statusCode, removed.body).toBe(404);
      expect(removed.json().message).toBe(NOT_FRIENDS);
      for (const verb of ["accept", "decline"]) {
        const answered = await t.call(eve, "POST", `/api/friends/requests/${id}/${verb}`);
        expect(answered.statusCode, answered.body).toBe(404);
        expect(answered.json().message).toBe(NO_REQUEST);
      }
    }
    expect(await eventCount()).toBe(before);
    expect((await friendsOf(sam)).map((f) => f.id)).toEqual([t.handle(sam, ava)]);
    // A query naming another student is ignored: the list is still the session student's.
    const spoofed = await t.call(eve, "GET", `/api/friends?userId=${sam.id}`);
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.json()).toEqual([]);
  });
});

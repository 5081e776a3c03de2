// Helpers for the friends integration tests (friends.int.test.ts, invite-codes.int.test.ts): a
// signed-in student with a username (and, when asked, everything onboarding records, so a test
// can look for their name, email and school where a friend must not see them), requests from a
// fresh client address each (so per-address limits do not couple tests), and making two students
// friends. Used by tests only.
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { ADJECTIVES, ANIMALS } from "../../domain/usernames/words.ts";
import type { TestApi, TestClient } from "../../testing/api.ts";
import { satDateAhead } from "../../testing/sat-date.ts";
import type { FriendRequests } from "../schemas/friends.ts";
import { friendHandle } from "../friends/handles.ts";

export type Student = {
  client: TestClient;
  id: string;
  username: string;
  /** What a friend must never see: email, names, school. */
  secrets: string[];
};

type Method = "GET" | "POST" | "DELETE";

export function friendsTesting(api: TestApi, addressPrefix = "10.20") {
  let addresses = 0;
  let students = 0;

  const address = () => {
    addresses++;
    return `${addressPrefix}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
  };

  const call = (
    s: Student,
    method: Method,
    url: string,
    body?: unknown,
    remoteAddress = address(),
  ): Promise<LightMyRequestResponse> =>
    s.client.request({
      method,
      url,
      remoteAddress,
      ...(body === undefined ? {} : { payload: body as object }),
    });

  async function expectOk(s: Student, url: string, body: unknown) {
    const response = await call(s, "POST", url, body);
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return response;
  }

  /** A new signed-in student; with a username unless `username: false`. */
  async function student(options: { onboard?: boolean; username?: boolean } = {}) {
    const n = ++students;
    const client = api.client();
    const email = `friend.${n}.${addressPrefix}@example.com`;
    const registered = await client.request({
      method: "POST",
      url: "/api/auth/email/register",
      payload: { email, password: "correct horse battery", birthYear: 2008 },
      remoteAddress: address(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const id = (registered.json() as { id: string }).id;
    // Names are letters only: the student's number spelt with letters keeps them unique.
    const tag = [...String(n)].map((d) => "abcdefghij"[Number(d)]).join("");
    const first = `Firstname${tag}qz`;
    const last = `Lastname${tag}qz`;
    const school = `Typed Academy ${n}qz`;
    const s: Student = { client, id, username: "", secrets: [email, first, last, school] };
    if (options.onboard) {
      await expectOk(s, "/api/onboarding/demographics", {
        firstName: first,
        lastName: last,
        gradeLevel: "10",
        satHistory: "never",
        timeZone: "America/New_York",
      });
      await expectOk(s, "/api/onboarding/school", { school });
      await expectOk(s, "/api/onboarding/sat-date", { satDate: satDateAhead(api.deps.now()) });
    }
    if (options.username !== false) {
      // Suffixes 100–399 are none of the blocked numbers; the words vary for readability.
      const username = `${ADJECTIVES[n % ADJECTIVES.length]}${ANIMALS[(n * 7) % ANIMALS.length]}${100 + (n % 300)}`;
      await expectOk(s, "/api/username/update", { username });
      s.username = username;
    }
    return s;
  }

  /** The id `viewer` sees of `other` (a handle, api/friends/handles.ts; never an account id). */
  const handle = (viewer: Student, other: Student) =>
    friendHandle(api.deps.keys.friendHandle, viewer.id, other.id);

  /** The id of the request from the student with this username, as `s` sees it in their list
   *  of requests (as the SPA finds it). */
  async function incomingFrom(s: Student, username: string): Promise<string> {
    const response = await call(s, "GET", "/api/friends/requests");
    expect(response.statusCode, response.body).toBe(200);
    const { incoming } = response.json() as FriendRequests;
    const request = incoming.find((r) => r.username === username);
    expect(request, `a request from ${username}`).toBeDefined();
    return request!.id;
  }

  /** Sam asks Ava, Ava accepts (by the id her list of requests shows). */
  async function befriend(sam: Student, ava: Student) {
    await expectOk(sam, "/api/friends/request", { username: ava.username });
    const id = await incomingFrom(ava, sam.username);
    await expectOk(ava, `/api/friends/requests/${id}/accept`, undefined);
  }

  /** Today's Daily Drop, every question answered right: XP, a practice day, a streak. */
  async function practice(s: Student) {
    const drop = await call(s, "GET", "/api/daily-drop");
    expect(drop.statusCode, drop.body).toBe(200);
    for (const question of (drop.json() as { questions: { id: string }[] }).questions) {
      const key = await api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
        select answer from questions where id = ${question.id}`);
      await expectOk(s, "/api/daily-drop/answer", {
        questionId: question.id,
        userAnswer: key,
        responseTime: 40_000,
        isSkipped: false,
      });
    }
  }

  return { address, call, student, handle, incomingFrom, befriend, practice };
}

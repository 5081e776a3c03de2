// Account ids never reach another student, and what students see cannot be joined to what
// analysts see (issue 31, item 1; reliability row 19). Four onboarded students who practised,
// are friends (by request and by invite code), have requests waiting either way and are ranked
// together, and an analyst. Every value that looks like an id (UUIDs, long hex and base64url
// tokens), found recursively through every response a student gets — every GET a student can
// call, and the answers of sending, accepting and declining requests and of making and using an
// invite code — and through every response the analyst routes give, is collected. What a student
// sees holds no other account's id; apart from the student's own account id, it holds no account
// id at all; what the analyst sees holds no account id; and the two sets share nothing, so no id
// a student can learn links a username to an analyst's pseudonym.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestClient } from "../testing/api.ts";
import { routePath } from "../testing/route-inputs.ts";
import { pseudonymOf } from "./analyst/pseudonym.ts";
import { friendsTesting, type Student } from "./testing/friends.ts";
import { isAnalystRoute, type RouteEntry } from "./plugins/routes.ts";
import { studentReads as studentReadsOf } from "../testing/student-routes.ts";
import type { Friend, FriendRequests } from "./schemas/friends.ts";

const ANALYST = "analyst.ids@example.com";

/** What looks like an id: a UUID, a run of 16+ hex digits or a base64url token of 22+
 *  characters, each with a letter and a digit (so figures, words and the content's slugs are not
 *  taken for ids). */
const ID_SHAPES = [
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
  /(?<![0-9a-z])[0-9a-f]{16,}(?![0-9a-z])/gi,
  /[A-Za-z0-9_-]{22,}/g,
];
const looksLikeToken = (text: string) => /[A-Za-z]/.test(text) && /[0-9]/.test(text);

function idsInText(text: string, into: Set<string>) {
  for (const shape of ID_SHAPES) {
    for (const [match] of text.matchAll(shape)) {
      if (shape !== ID_SHAPES[0] && !looksLikeToken(match)) continue;
      into.add(match.toLowerCase());
    }
  }
}

/** Every id-looking value in a response: through its JSON when it is JSON (keys and values, at
 *  any depth), through each line of JSON Lines, and through the raw text besides (CSV, headers). */
function collectIds(body: string, into: Set<string>) {
  const walk = (value: unknown): void => {
    if (typeof value === "string") idsInText(value, into);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        idsInText(key, into);
        walk(inner);
      }
    }
  };
  for (const line of [body, ...body.split("\n")]) {
    try {
      walk(JSON.parse(line));
    } catch {
      // Not JSON: the raw text below covers it.
    }
  }
  idsInText(body, into);
}

let api: TestApi;
let t: ReturnType<typeof friendsTesting>;
let analyst: TestClient;
let analystId: string;
let ana: Student;
let ben: Student;
let cal: Student;
let dee: Student;
let students: Student[];
/** The ids each student saw, by student id. */
const seenBy = new Map<string, Set<string>>();
/** The ids the analyst saw. */
const analystSaw = new Set<string>();

const sawOf = (s: Student) => {
  const set = seenBy.get(s.id) ?? new Set<string>();
  seenBy.set(s.id, set);
  return set;
};

/** A call by a student, its answer searched for ids. */
async function as(s: Student, method: "GET" | "POST", url: string, body?: unknown) {
  const response = await t.call(s, method, url, body);
  expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
  collectIds(response.body, sawOf(s));
  for (const value of Object.values(response.headers)) collectIds(String(value), sawOf(s));
  return response;
}

async function ok(s: Student, url: string, body?: unknown) {
  const response = await as(s, "POST", url, body);
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response;
}

/** The friend with this username in `s`'s list. */
async function friendNamed(s: Student, username: string): Promise<Friend> {
  const list = (await as(s, "GET", "/api/friends")).json() as Friend[];
  const friend = list.find((f) => f.username === username);
  expect(friend, `${username} among ${s.username}'s friends`).toBeDefined();
  return friend!;
}

const studentReads = () => studentReadsOf(api.app.routeCatalogue);
const analystReads = () =>
  api.app.routeCatalogue.filter((r: RouteEntry) => r.method === "GET" && isAnalystRoute(r.url));

beforeAll(async () => {
  api = await startTestApi({ bank: true, auth: { analystEmails: [ANALYST] } });
  t = friendsTesting(api, "10.31");
  analyst = api.client();
  ({ id: analystId } = await analyst.register(ANALYST));
  [ana, ben, cal, dee] = [
    await t.student({ onboard: true }),
    await t.student({ onboard: true }),
    await t.student({ onboard: true }),
    await t.student({ onboard: true }),
  ] as [Student, Student, Student, Student];
  students = [ana, ben, cal, dee];
  for (const s of students) await t.practice(s);

  // Ana and Ben: a request, accepted by the id Ben's list of requests shows.
  await ok(ana, "/api/friends/request", { username: ben.username });
  const fromAna = (await as(ben, "GET", "/api/friends/requests")).json() as FriendRequests;
  await ok(ben, `/api/friends/requests/${fromAna.incoming[0]!.id}/accept`);
  // Ben and Cal: Ben's invite code, used by Cal.
  const { code } = (await ok(ben, "/api/friends/invite/generate")).json() as { code: string };
  await ok(cal, "/api/friends/invite/use", { code });
  // Dee asks Ana (waiting); Ana asks Cal (waiting); Cal asks Dee, who declines.
  await ok(dee, "/api/friends/request", { username: ana.username });
  await ok(ana, "/api/friends/request", { username: cal.username });
  await ok(cal, "/api/friends/request", { username: dee.username });
  const fromCal = (await as(dee, "GET", "/api/friends/requests")).json() as FriendRequests;
  const calRequest = fromCal.incoming.find((r) => r.username === cal.username)!;
  await ok(dee, `/api/friends/requests/${calRequest.id}/decline`);
  await api.caughtUp();

  // Every GET a student can call, by each of them.
  for (const s of students) {
    for (const route of studentReads()) {
      // With plausible inputs, and with none (a day made up for `asOf` may be refused).
      const path = routePath(route);
      await as(s, "GET", path);
      if (path.includes("?")) await as(s, "GET", path.split("?")[0]!);
    }
  }

  // Every analyst read, of each student: found by username and by pseudonym.
  for (const s of students) {
    const pseudonym = pseudonymOf(api.deps.keys.analystPseudonym, s.id);
    for (const route of analystReads()) {
      // Every other query has a default (the timeline's first page, progress now, 90 days).
      const urls =
        route.url === "/api/analyst/students"
          ? [`${route.url}?q=${s.username}`, `${route.url}?q=${pseudonym}`]
          : [route.url.replace(":id", pseudonym)];
      for (const url of urls) {
        const response = await analyst.get(url);
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        collectIds(response.body, analystSaw);
        for (const value of Object.values(response.headers)) {
          collectIds(String(value), analystSaw);
        }
      }
    }
  }
}, 300_000);
afterAll(() => api.close());

describe("ids other students and analysts see", () => {
  it("the search finds what it looks for: each student's own account id, their friends' ids, every pseudonym", async () => {
    for (const s of students) expect(sawOf(s), s.username).toContain(s.id);
    const anaSeesBen = await friendNamed(ana, ben.username);
    expect(sawOf(ana)).toContain(anaSeesBen.id);
    for (const s of students) {
      expect(analystSaw).toContain(pseudonymOf(api.deps.keys.analystPseudonym, s.id));
    }
    expect(analystReads().length).toBeGreaterThanOrEqual(8);
    expect(studentReads().length).toBeGreaterThan(20);
  });

  it("no student sees another account's id, in any answer", () => {
    const accounts = [...students.map((s) => s.id), analystId];
    for (const s of students) {
      const others = accounts.filter((id) => id !== s.id);
      expect(
        others.filter((id) => sawOf(s).has(id)),
        `account ids ${s.username} saw`,
      ).toEqual([]);
    }
  });

  it("a friend's id is a handle of the viewer's own: the same student has another for each viewer", async () => {
    const benForAna = await friendNamed(ana, ben.username);
    const benForCal = await friendNamed(cal, ben.username);
    expect(benForAna.id).not.toBe(benForCal.id);
    expect([benForAna.id, benForCal.id]).not.toContain(ben.id);
  });

  it("what students see and what analysts see share no id, and neither holds an account id", () => {
    const accounts = new Set([...students.map((s) => s.id), analystId]);
    const studentSaw = new Set<string>();
    for (const s of students) for (const id of sawOf(s)) if (id !== s.id) studentSaw.add(id);
    expect([...studentSaw].filter((id) => accounts.has(id))).toEqual([]);
    expect([...analystSaw].filter((id) => accounts.has(id))).toEqual([]);
    expect([...studentSaw].filter((id) => analystSaw.has(id))).toEqual([]);
  });
});

// A student reading another student's data (reliability row 19). No route a student calls takes
// the id of another account to say whose data to read: every student read is of the signed-in
// student's own data. The friends routes that take an id (accept, decline, remove) name the
// other student of one of the session student's own pairs, and act on that pair only. Two
// students with everything filled in — names, a typed school, a username, a Daily Drop answer —
// then every GET /api route, called by one of them, answers nothing of the other; once they are
// friends, it answers the other's username and a handle of the reader's own in place of an id
// (the spec's Friend; api/friends/handles.ts), and still no account id, name, email or school.
// Every id-looking value students and analysts see is searched for account ids in ids.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, type TestClient } from "../testing/api.ts";
import { routePath, zodSchema } from "../testing/route-inputs.ts";
import { isStaffRoute, studentReads as studentReadsOf } from "../testing/student-routes.ts";
import { satDateAhead } from "../testing/sat-date.ts";
import type { FriendRequests } from "./schemas/friends.ts";

/**
 * Routes whose `id` is the handle the session student sees of the other student of one of their
 * own pairs (a request to them, a friendship with them; api/friends/handles.ts): a handle is
 * looked for among the session student's own pairs only, so anything else — another student's
 * account id, another viewer's handle — finds nothing (404) and reads or changes nothing.
 */
const PAIR_ROUTES = new Set([
  "POST /api/friends/requests/:id/accept",
  "POST /api/friends/requests/:id/decline",
  "DELETE /api/friends/:id",
]);

/**
 * Routes whose `id` names content, never an account: a tip of the catalogue
 * (domain/tips/catalogue.ts; the bookmark is the session student's own) or a question of the bank
 * (the report is the session student's). An account id there is an unknown tip or question.
 */
const TIP_ROUTES = new Set(["POST /api/tips/:id/bookmark", "DELETE /api/tips/:id/bookmark"]);
const REPORT_ROUTE = "POST /api/questions/:id/report";
const CONTENT_ROUTES = new Set([...TIP_ROUTES, REPORT_ROUTE]);

type Student = { client: TestClient; id: string; secrets: string[] };

let api: TestApi;
const students: Student[] = [];

async function student(n: number, username: string): Promise<Student> {
  const client = api.client();
  const email = `privacy.student${n}@example.com`;
  const { id } = await client.register(email);
  const letter = "XY"[n - 1];
  const first = `Firstname${letter}qz`;
  const last = `Lastname${letter}qz`;
  const school = `Typed Academy ${n}qz`;
  for (const [url, body] of [
    [
      "/api/onboarding/demographics",
      { firstName: first, lastName: last, gradeLevel: "10", satHistory: "never" },
    ],
    ["/api/onboarding/school", { school }],
    ["/api/onboarding/sat-date", { satDate: satDateAhead(api.deps.now()) }],
    ["/api/username/update", { username }],
  ] as const) {
    const response = await client.post(url, body);
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  }
  const drop = (await client.get("/api/daily-drop")).json();
  const q = drop.questions[0];
  const answered = await client.post("/api/daily-drop/answer", {
    questionId: q.id,
    userAnswer: "A",
    responseTime: 30_000,
    isSkipped: false,
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return { client, id, secrets: [id, email, first, last, school, username] };
}

beforeAll(async () => {
  api = await startTestApi({ bank: true });
  students.push(await student(1, "BraveOtter042"), await student(2, "CalmFalcon317"));
}, 120_000);
afterAll(() => api.close());

const studentReads = () => studentReadsOf(api.app.routeCatalogue);

describe("one student and another's data", () => {
  it("no route a student calls takes an account id: only the session says whose data", () => {
    const named = /^(id|userid|user|account|student|username)$/i;
    const catalogued = new Set(api.app.routeCatalogue.map((r) => `${r.method} ${r.url}`));
    for (const route of [...PAIR_ROUTES, ...CONTENT_ROUTES])
      expect(catalogued, route).toContain(route);
    for (const route of api.app.routeCatalogue.filter((r) => !isStaffRoute(r.url))) {
      const label = `${route.method} ${route.url}`;
      if (PAIR_ROUTES.has(label) || CONTENT_ROUTES.has(label)) continue;
      for (const part of ["params", "querystring"] as const) {
        const schema = zodSchema(route, part);
        const keys = schema && "shape" in schema ? Object.keys(schema.shape as object) : [];
        expect(
          keys.filter((k) => named.test(k)),
          `${route.method} ${route.url} ${part}`,
        ).toEqual([]);
      }
    }
  });

  it("every GET a student calls answers their own data and nothing of the other student", async () => {
    const reads = studentReads();
    expect(reads.length).toBeGreaterThan(8);
    let sawOwn = 0;
    for (const [me, other] of [students, [...students].reverse()] as [Student, Student][]) {
      for (const route of reads) {
        const response = await me!.client.get(routePath(route));
        expect(response.statusCode, `${route.url} ${response.body}`).toBeLessThan(500);
        const body = response.body.toLowerCase();
        for (const secret of other!.secrets) {
          expect(body, `${route.url} shows the other student's "${secret}"`).not.toContain(
            secret.toLowerCase(),
          );
        }
        if (body.includes(me!.id)) sawOwn += 1;
      }
    }
    // The search can find what it looks for: each student's own reads carry their own id.
    expect(sawOwn).toBeGreaterThanOrEqual(2);
  });

  it("a route naming another student acts on the session student's own pair only", async () => {
    const [me, other] = students as [Student, Student];
    const events = await api.store.headPosition();
    for (const route of PAIR_ROUTES) {
      const [method, url] = route.split(" ") as ["POST" | "DELETE", string];
      const response = await me.client.request({ method, url: url.replace(":id", other.id) });
      // Not friends, no request between them: nothing to act on, and nothing appended.
      expect(response.statusCode, `${route} ${response.body}`).toBe(404);
    }
    expect(await api.store.headPosition()).toEqual(events);
  });

  it("a tip or report route given another student's id finds no tip or question: 404, and nothing appended", async () => {
    const [me, other] = students as [Student, Student];
    const events = await api.store.headPosition();
    const reported = await me.client.post(`/api/questions/${other.id}/report`, { reason: "typo" });
    expect(reported.statusCode, reported.body).toBe(404);
    for (const route of TIP_ROUTES) {
      const [method, url] = route.split(" ") as ["POST" | "DELETE", string];
      const response = await me.client.request({ method, url: url.replace(":id", other.id) });
      expect(response.statusCode, `${route} ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ message: `There is no tip "${other.id}".` });
    }
    expect(await api.store.headPosition()).toEqual(events);
  });

  it("once friends, every GET answers the other's username and a handle at most: never their account id, name, email or school", async () => {
    const [one, two] = students as [Student, Student];
    const username = one.secrets[5]!;
    const asked = await two.client.post("/api/friends/request", { username });
    expect(asked.statusCode, asked.body).toBe(200);
    const waiting = (await one.client.get("/api/friends/requests")).json() as FriendRequests;
    const request = waiting.incoming.find((r) => r.username === two.secrets[5]);
    expect(request, "the request from the other student").toBeDefined();
    const accepted = await one.client.post(`/api/friends/requests/${request!.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    let sawFriend = 0;
    for (const [me, other] of [students, [...students].reverse()] as [Student, Student][]) {
      for (const route of studentReads()) {
        const response = await me.client.get(routePath(route));
        expect(response.statusCode, `${route.url} ${response.body}`).toBeLessThan(500);
        const body = response.body.toLowerCase();
        // The username is the Friend's; the account id, email, names and school never are.
        for (const secret of other.secrets.slice(0, 5)) {
          expect(body, `${route.url} shows the friend's "${secret}"`).not.toContain(
            secret.toLowerCase(),
          );
        }
        if (route.url === "/api/friends" && body.includes(other.secrets[5]!.toLowerCase())) {
          sawFriend += 1;
        }
      }
    }
    expect(sawFriend).toBe(2);
  });
});

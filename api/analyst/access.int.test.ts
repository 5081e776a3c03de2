// The analyst role and the analyst access log end to end: the role granted by ANALYST_EMAILS at
// sign-in and by `levelfield admin grant --role analyst`, revoked; every recorded read of a
// student's history listed to admins with the student's pseudonym and the analyst's username,
// never the student's email, name or account id; the audit row outliving the student's erasure
// and going with the analyst's. The guard sweep over every /api/analyst route is in
// api/routes.int.test.ts (reliability row 18).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { CommandRefused } from "../../domain/decider.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import { setRoleByEmail } from "../identity/accounts.ts";
import type { AnalystAccess } from "../schemas/analyst.ts";
import { recordAnalystAccess } from "./access.ts";
import { pseudonymOf } from "./pseudonym.ts";

const ANALYST = "research.lead@example.com";
const ADMIN = "audit.admin@example.com";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ auth: { adminEmails: [ADMIN], analystEmails: [ANALYST] } });
});
afterAll(() => api.close());

const events = (stream: string) =>
  api.db.pool.any(sql.type(z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) }))`
    select type, data from events where stream_id = ${stream} order by stream_version`);

const me = async (client: TestClient) =>
  (await client.get("/api/auth/user")).json() as { id: string; role: string; analyst: boolean };

async function withUsername(client: TestClient, username: string) {
  const response = await client.post("/api/username/update", { username });
  expect(response.statusCode, response.body).toBe(200);
}

type AccessPage = { accesses: AnalystAccess[]; nextBefore: string | null };
const accesses = async (admin: TestClient, query = "") => {
  const response = await admin.get(`/api/admin/analyst-accesses${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccessPage;
};

describe("the analyst role", () => {
  it("is granted at sign-up to ANALYST_EMAILS, with an event that says why, and is not the admin role", async () => {
    const client = api.client();
    const { id } = await client.register("Research.Lead@Example.com");
    expect(await me(client)).toMatchObject({ role: "student", analyst: true });
    expect(await events(`user-${id}`)).toContainEqual({
      type: "AnalystRoleGranted",
      data: { userId: id, source: "ANALYST_EMAILS" },
    });
    // An analyst is not an admin.
    expect((await client.get("/api/admin/projections")).statusCode).toBe(403);
    // Signing in again grants nothing more.
    const again = api.client();
    const signedIn = await again.post("/api/auth/email/sign-in", {
      email: ANALYST,
      password: "correct horse battery",
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(
      (await events(`user-${id}`)).filter((e) => e.type === "AnalystRoleGranted"),
    ).toHaveLength(1);
  });

  it("is not given to an admin by ADMIN_EMAILS", async () => {
    const admin = api.client();
    await admin.register(ADMIN);
    expect(await me(admin)).toMatchObject({ role: "admin", analyst: false });
  });

  it("is granted and revoked by email as audited events, apart from the admin role", async () => {
    const client = api.client();
    const { id } = await client.register("promoted.analyst@example.com");
    expect((await me(client)).analyst).toBe(false);
    const deps = api.deps;
    expect(await setRoleByEmail(deps, "analyst", "PROMOTED.analyst@example.com", true)).toEqual({
      userId: id,
      changed: true,
    });
    expect(await setRoleByEmail(deps, "analyst", "promoted.analyst@example.com", true)).toEqual({
      userId: id,
      changed: false,
    });
    expect(await setRoleByEmail(deps, "analyst", "nobody@example.com", true)).toBeNull();
    await expect.poll(async () => (await me(client)).analyst).toBe(true);
    expect((await me(client)).role).toBe("student");

    // Admin and analyst at once; revoking one leaves the other.
    await setRoleByEmail(deps, "admin", "promoted.analyst@example.com", true);
    await expect.poll(async () => (await me(client)).role).toBe("admin");
    await setRoleByEmail(deps, "analyst", "promoted.analyst@example.com", false);
    await expect.poll(async () => (await me(client)).analyst).toBe(false);
    expect((await me(client)).role).toBe("admin");
    expect(await setRoleByEmail(deps, "analyst", "promoted.analyst@example.com", false)).toEqual({
      userId: id,
      changed: false,
    });
    expect((await events(`user-${id}`)).map((e) => e.type)).toEqual([
      "UserRegistered",
      "AnalystRoleGranted",
      "AdminRoleGranted",
      "AnalystRoleRevoked",
    ]);
    expect((await events(`user-${id}`)).filter((e) => e.type.startsWith("Analyst"))).toEqual([
      { type: "AnalystRoleGranted", data: { userId: id, source: "cli" } },
      { type: "AnalystRoleRevoked", data: { userId: id, source: "cli" } },
    ]);
  });

  it("runs as `levelfield admin grant|revoke --role analyst <email>`; a bad role prints the usage", async () => {
    const client = api.client();
    await client.register("cli.analyst@example.com");
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["cli/levelfield.ts", "admin", ...args], {
        env: {
          ...process.env,
          DATABASE_URL: api.db.url,
          MASTER_KEY: api.masterKey.toString("base64"),
          LOG_LEVEL: "silent",
        },
      });
    const granted = await run("grant", "--role", "analyst", "cli.analyst@example.com");
    expect(granted.stdout).toMatch(
      /^cli\.analyst@example\.com is now an analyst \(user [0-9a-f-]{36}\)\./,
    );
    await expect.poll(async () => (await me(client)).analyst).toBe(true);
    expect((await me(client)).role).toBe("student");
    const revoked = await run("revoke", "cli.analyst@example.com", "--role=analyst");
    expect(revoked.stdout).toMatch(/^cli\.analyst@example\.com is now not an analyst/);
    await expect.poll(async () => (await me(client)).analyst).toBe(false);
    await expect(
      run("grant", "--role", "teacher", "cli.analyst@example.com"),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^usage: levelfield admin grant \[--role admin\|analyst\]/),
    });
    // --role admin is the default spelled out.
    const admin = await run("grant", "--role", "admin", "cli.analyst@example.com");
    expect(admin.stdout).toMatch(/is now an admin/);
    await expect.poll(async () => (await me(client)).role).toBe("admin");
    expect((await me(client)).analyst).toBe(false);
  }, 180_000);
});

describe("the analyst access log", () => {
  let admin: TestClient;
  let analyst: TestClient;
  let analystId: string;
  let student: TestClient;
  let studentId: string;
  const STUDENT_EMAIL = "watched.student@example.com";

  it("has an admin, an analyst with a username and a named student", async () => {
    admin = api.client();
    await admin.post("/api/auth/email/sign-in", {
      email: ADMIN,
      password: "correct horse battery",
    });
    expect((await me(admin)).role).toBe("admin");
    analyst = api.client();
    ({ id: analystId } = await analyst.register("log.analyst@example.com"));
    await setRoleByEmail(api.deps, "analyst", "log.analyst@example.com", true);
    await expect.poll(async () => (await me(analyst)).analyst).toBe(true);
    await withUsername(analyst, "CuriousHeron314");
    student = api.client();
    ({ id: studentId } = await student.register(STUDENT_EMAIL));
    const named = await student.post("/api/onboarding/demographics", {
      firstName: "Priya",
      lastName: "Ramanathan",
      gradeLevel: "11",
      satHistory: "never",
      timeZone: "America/New_York",
    });
    expect(named.statusCode, named.body).toBe(200);
    await withUsername(student, "BraveOtter042");
  });

  it("refuses to record an access by someone without the analyst role, appending nothing", async () => {
    const error = await recordAnalystAccess(api.deps, {
      analystUserId: studentId,
      studentUserId: studentId,
      action: "timeline",
      detail: "after=0",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandRefused);
    expect((error as CommandRefused).kind).toBe("forbidden");
    expect(await events(`analyst-access-${studentId}`)).toEqual([]);
  });

  it("lists a recorded access to admins with the pseudonym and the analyst's username, and nothing that names the student", async () => {
    await recordAnalystAccess(api.deps, {
      analystUserId: analystId,
      studentUserId: studentId,
      action: "export-csv",
      detail: "history.csv",
    });
    const pseudonym = pseudonymOf(api.deps.keys.analystPseudonym, studentId);
    await expect.poll(async () => (await accesses(admin)).accesses.length).toBeGreaterThan(0);
    const page = await accesses(admin);
    expect(page.accesses[0]).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      analyst: "CuriousHeron314",
      studentId: pseudonym,
      action: "export-csv",
      detail: "history.csv",
    });
    const raw = JSON.stringify(page);
    for (const secret of [studentId, STUDENT_EMAIL, "Priya", "Ramanathan", "BraveOtter042"]) {
      expect(raw).not.toContain(secret);
    }
    // The event names the student by pseudonym only.
    const [recorded] = await events(`analyst-access-${analystId}`);
    expect(recorded).toEqual({
      type: "StudentHistoryAccessed",
      data: {
        analystUserId: analystId,
        studentPseudonym: pseudonym,
        action: "export-csv",
        detail: "history.csv",
        at: page.accesses[0]!.at,
      },
    });
    expect(JSON.stringify(recorded)).not.toContain(studentId);
    // Students and analysts cannot read the log.
    expect((await student.get("/api/admin/analyst-accesses")).statusCode).toBe(403);
    expect((await analyst.get("/api/admin/analyst-accesses")).statusCode).toBe(403);
    expect((await api.client().get("/api/admin/analyst-accesses")).statusCode).toBe(401);
  });

  it("pages newest first with `before`, skipping nothing, not even accesses of one instant", async () => {
    await recordAnalystAccess(api.deps, {
      analystUserId: analystId,
      studentUserId: studentId,
      action: "progress",
      detail: "asOf=2027-01-31",
    });
    // Three accesses recorded at the same instant: a page boundary must not split them.
    const instant = new Date(Date.now() + 60_000);
    for (const detail of ["page 1", "page 2", "page 3"]) {
      await recordAnalystAccess(
        { ...api.deps, now: () => instant },
        {
          analystUserId: analystId,
          studentUserId: studentId,
          action: "timeline",
          detail,
        },
      );
    }
    await expect.poll(async () => (await accesses(admin)).accesses.length).toBe(5);
    const all = (await accesses(admin)).accesses;
    expect(all.slice(0, 3).map((a) => a.at)).toEqual(Array(3).fill(instant.toISOString()));
    expect(all.map((a) => a.at)).toEqual(
      all
        .map((a) => a.at)
        .toSorted()
        .toReversed(),
    );
    const seen: AnalystAccess[] = [];
    let query = "?limit=2";
    let pages = 0;
    for (; pages < 10; pages++) {
      const page = await accesses(admin, query);
      seen.push(...page.accesses);
      if (page.nextBefore === null) break;
      query = `?limit=2&before=${encodeURIComponent(page.nextBefore)}`;
    }
    // The instant's three on the first page, then the two older ones.
    expect(pages + 1).toBe(2);
    expect(seen.toSorted((a, b) => a.detail.localeCompare(b.detail))).toEqual(
      all.toSorted((a, b) => a.detail.localeCompare(b.detail)),
    );
    expect((await admin.get("/api/admin/analyst-accesses?limit=0")).statusCode).toBe(400);
  });

  it("keeps the audit row when the student is erased, also after a rebuild", async () => {
    const before = (await accesses(admin)).accesses;
    const erased = await student.request({ method: "DELETE", url: "/api/auth/user" });
    expect(erased.statusCode, erased.body).toBe(204);
    await expect
      .poll(async () =>
        api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from users where user_id = ${studentId}`),
      )
      .toBe(0);
    expect((await accesses(admin)).accesses).toEqual(before);
    await api.rebuild("analyst-accesses");
    expect((await accesses(admin)).accesses).toEqual(before);
  });

  it("goes with the analyst when the analyst's account is erased", async () => {
    const erased = await analyst.request({ method: "DELETE", url: "/api/auth/user" });
    expect(erased.statusCode, erased.body).toBe(204);
    await expect.poll(async () => (await accesses(admin)).accesses).toEqual([]);
    await api.rebuild("analyst-accesses");
    expect((await accesses(admin)).accesses).toEqual([]);
  });

  it("names an analyst without a username by email, never by account id", async () => {
    const plain = api.client();
    const { id: plainId } = await plain.register("plain.analyst@example.com");
    await setRoleByEmail(api.deps, "analyst", "plain.analyst@example.com", true);
    await expect.poll(async () => (await me(plain)).analyst).toBe(true);
    const { id: watchedId } = await api.client().register("watched.again@example.com");
    await recordAnalystAccess(api.deps, {
      analystUserId: plainId,
      studentUserId: watchedId,
      action: "timeline",
      detail: "after=0",
    });
    await expect.poll(async () => (await accesses(admin)).accesses.length).toBe(1);
    const [listed] = (await accesses(admin)).accesses;
    expect(listed!.analyst).toBe("plain.analyst@example.com");
    expect(JSON.stringify(await accesses(admin))).not.toContain(plainId);
  });
});

// Rebuilding a projection from /admin against a real Postgres, through the routes as the SPA
// calls them: an admin starts a rebuild, polls its progress to the end, and the tables equal
// what they were; the start and end are recorded on the projection's rebuild stream naming the
// admin; one rebuild at a time (409 naming the running one), an unknown name is 404, a visitor
// gets 401 and a student 403 on every rebuild route; a rebuild whose apply throws reports its
// error and leaves the live tables as they were, and the live tables serve while one runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { projectionRebuildStream } from "../../domain/projections/events.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type { ProjectionList, RebuildProgress, RebuildRead } from "../schemas/admin.ts";

const ADMIN = "rebuilder@example.com";
const REBUILD_ROUTES = [
  ["GET", "/api/admin/projections"],
  ["GET", "/api/admin/projections/rebuild"],
  ["POST", "/api/admin/projections/practice/rebuild"],
] as const;

/** Every row of a table, as JSON text, in a stable order. */
async function rows(api: TestApi, table: string): Promise<string[]> {
  return [
    ...(await api.db.pool.anyFirst(sql.type(z.object({ row: z.string() }))`
      select t::text as row from ${sql.identifier([table])} t order by 1`)),
  ];
}

/** The table's relation id: a swap replaces it, a failed rebuild must not. */
async function tableOid(api: TestApi, table: string): Promise<number> {
  return api.db.pool.oneFirst(sql.type(z.object({ oid: z.number() }))`
    select ${table}::regclass::oid::int as oid`);
}

/** Polls the progress read as the admin screen does until the rebuild has ended. */
async function untilEnded(admin: TestClient, timeoutMs = 30_000): Promise<RebuildProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await admin.get("/api/admin/projections/rebuild");
    expect(response.statusCode, response.body).toBe(200);
    const { rebuild } = response.json<RebuildRead>();
    if (rebuild && (rebuild.phase === "done" || rebuild.phase === "failed")) return rebuild;
    if (Date.now() > deadline) throw new Error(`no end in time: ${response.body}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until every live projection has applied everything in the log. */
async function caughtUp(api: TestApi, projections: string[]) {
  await api.caughtUp(projections);
}

const rebuildEvents = async (api: TestApi, projection: string) =>
  (await api.store.readStream(projectionRebuildStream(projection))).map((e) => ({
    type: e.type,
    data: e.data,
  }));

describe("an admin rebuilds a projection with students' data in it", () => {
  let api: TestApi;
  let admin: TestClient;
  let adminId: string;
  let student: TestClient;

  beforeAll(async () => {
    api = await startTestApi({ auth: { adminEmails: [ADMIN] }, bank: true });
    admin = api.client();
    ({ id: adminId } = await admin.register(ADMIN));
    // Two students sign up; one answers some of today's Daily Drop.
    student = api.client();
    await api.client().register("second.student@example.com");
    await student.register("rebuild.student@example.com");
    const onboarded = await student.post("/api/onboarding/demographics", {
      firstName: "Rosa",
      lastName: "Park",
      gradeLevel: "11",
      satHistory: "never",
      timeZone: "America/New_York",
    });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    const drop = await student.get("/api/daily-drop");
    expect(drop.statusCode, drop.body).toBe(200);
    const questions = drop.json<{ questions: { id: string }[] }>().questions.slice(0, 3);
    for (const q of questions) {
      const answered = await student.post("/api/daily-drop/answer", {
        questionId: q.id,
        userAnswer: "A",
        responseTime: 30_000,
        isSkipped: false,
      });
      expect(answered.statusCode, answered.body).toBe(200);
    }
  }, 120_000);
  afterAll(() => api?.close());

  it("given answers in the practice tables, when the admin rebuilds practice, then progress reaches done, the tables equal what they were and the stream names the admin", async () => {
    await caughtUp(api, ["practice"]);
    const tables = ["practice_students", "practice_days", "practice_answers"];
    const before = await Promise.all(tables.map((t) => rows(api, t)));
    expect(before[2]!.length).toBe(3);

    const started = await admin.post("/api/admin/projections/practice/rebuild");
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<{ rebuild: RebuildProgress }>().rebuild).toMatchObject({
      projection: "practice",
      phase: "starting",
      startedByUserId: adminId,
      finishedAt: null,
      error: null,
    });

    const ended = await untilEnded(admin);
    const events = await api.store.countAfter(null, 1_000_000);
    expect(ended).toMatchObject({
      projection: "practice",
      phase: "done",
      secondsLeft: 0,
      startedByUserId: adminId,
      error: null,
    });
    expect(ended.eventsDone).toBe(ended.eventsTotal);
    expect(ended.eventsDone).toBeGreaterThan(375); // the bank's questions and the students' events
    expect(ended.eventsDone).toBeLessThanOrEqual(events);
    expect(Date.parse(ended.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(ended.startedAt));

    expect(await Promise.all(tables.map((t) => rows(api, t)))).toEqual(before);

    const recorded = await rebuildEvents(api, "practice");
    expect(recorded.map((e) => e.type)).toEqual([
      "ProjectionRebuildStarted",
      "ProjectionRebuildFinished",
    ]);
    expect(recorded[0]!.data).toEqual({
      projection: "practice",
      startedByUserId: adminId,
      startedAt: ended.startedAt,
    });
    expect(recorded[1]!.data).toMatchObject({
      projection: "practice",
      startedByUserId: adminId,
      finishedAt: ended.finishedAt,
      events: ended.eventsDone,
    });

    // The list shows each projection's status as before, with this rebuild on practice's row.
    const list = (await admin.get("/api/admin/projections")).json<ProjectionList>();
    const practice = list.projections.find((p) => p.projection === "practice")!;
    expect(practice).toMatchObject({ failure: null, rebuild: { phase: "done" } });
    expect(practice.position).not.toBeNull();
    expect(list.projections.find((p) => p.projection === "friends")?.rebuild).toBeNull();
  });

  it("given students in the users table, when the admin rebuilds users, then it equals what it was", async () => {
    await caughtUp(api, ["users"]);
    const before = await rows(api, "users");
    expect(before.length).toBe(3); // the two students and the admin
    expect((await admin.post("/api/admin/projections/users/rebuild")).statusCode).toBe(202);
    expect(await untilEnded(admin)).toMatchObject({ projection: "users", phase: "done" });
    expect(await rows(api, "users")).toEqual(before);
    // The progress read is now the last rebuild: users, not practice.
    const { rebuild } = (await admin.get("/api/admin/projections/rebuild")).json<RebuildRead>();
    expect(rebuild?.projection).toBe("users");
  });

  it("given an unknown projection, when the admin rebuilds it, then 404 naming it and nothing recorded", async () => {
    const response = await admin.post("/api/admin/projections/rankings-nope/rebuild");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'There is no projection named "rankings-nope".',
    });
    expect(await rebuildEvents(api, "rankings-nope")).toEqual([]);
  });

  it("given a visitor or a student, when they call any rebuild route, then 401 or 403 and no rebuild starts", async () => {
    const head = await api.store.headPosition();
    for (const [method, url] of REBUILD_ROUTES) {
      const visitor = await api.client().request({ method, url });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const refused = await student.request({ method, url });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    // Neither appended anything (a refused start records no ProjectionRebuildStarted).
    expect(await api.store.countAfter(head, 10)).toBe(0);
    expect((await rebuildEvents(api, "practice")).length).toBe(2);
  });
});

describe("one rebuild at a time, and a failing rebuild", () => {
  let api: TestApi;
  let admin: TestClient;
  let adminId: string;
  let student: TestClient;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    api = await startTestApi({
      auth: { adminEmails: [ADMIN] },
      // users waits for the test before applying; activity's apply always throws.
      rebuildable: (registered) =>
        registered.map((p) =>
          p.name === "users"
            ? {
                ...p,
                apply: async (events, context) => {
                  await gate;
                  await p.apply(events, context);
                },
              }
            : p.name === "activity"
              ? {
                  ...p,
                  apply: () => Promise.reject(new Error("activity apply exploded on purpose")),
                }
              : p,
        ),
    });
    admin = api.client();
    ({ id: adminId } = await admin.register(ADMIN));
    student = api.client();
    await student.register("waiting.student@example.com");
  }, 120_000);
  afterAll(async () => {
    release();
    await api?.close();
  });

  it("given a rebuild running, when another starts (or the same again), then 409 naming the running one; the live table serves meanwhile", async () => {
    await caughtUp(api, ["users"]);
    const before = await rows(api, "users");
    expect((await admin.post("/api/admin/projections/users/rebuild")).statusCode).toBe(202);

    for (const name of ["activity", "users"]) {
      const second = await admin.post(`/api/admin/projections/${name}/rebuild`);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        message:
          "A rebuild of the users projection is already running. Wait for it to finish, then start another.",
      });
    }
    const running = (await admin.get("/api/admin/projections/rebuild")).json<RebuildRead>();
    expect(running.rebuild).toMatchObject({
      projection: "users",
      phase: "starting",
      startedByUserId: adminId,
      finishedAt: null,
    });
    // The old table answers while the rebuild waits: the student's profile reads from it.
    expect((await student.get("/api/auth/user")).statusCode).toBe(200);
    expect(await rows(api, "users")).toEqual(before);
    // The refused starts recorded nothing.
    expect(await rebuildEvents(api, "activity")).toEqual([]);
    expect((await rebuildEvents(api, "users")).map((e) => e.type)).toEqual([
      "ProjectionRebuildStarted",
    ]);

    release();
    expect(await untilEnded(admin)).toMatchObject({ projection: "users", phase: "done" });
    expect(await rows(api, "users")).toEqual(before);
  });

  it("given a projection whose apply throws, when the admin rebuilds it, then it reports failed with the error and the live table is untouched", async () => {
    await caughtUp(api, ["activity"]);
    const oid = await tableOid(api, "activity_daily");
    const checkpoint = () =>
      api.db.pool.one(
        sql.type(
          z.object({ position: z.string().nullable(), failed_error: z.string().nullable() }),
        )`select position, failed_error from projection_checkpoints where projection = 'activity'`,
      );
    expect((await checkpoint()).position).not.toBeNull();

    expect((await admin.post("/api/admin/projections/activity/rebuild")).statusCode).toBe(202);
    const ended = await untilEnded(admin);
    expect(ended).toMatchObject({
      projection: "activity",
      phase: "failed",
      error: "activity apply exploded on purpose",
      secondsLeft: null,
      startedByUserId: adminId,
    });
    expect(ended.finishedAt).not.toBeNull();

    // Not swapped: the same table, still the live projector's, which goes on counting every
    // event in the log (the rebuild's own events included).
    expect(await tableOid(api, "activity_daily")).toBe(oid);
    await caughtUp(api, ["activity"]);
    expect((await checkpoint()).failed_error).toBeNull();
    const counted = await api.db.pool.any(
      sql.type(
        z.object({ day: z.string(), event_type: z.string(), events: z.number() }),
      )`select day::text as day, event_type, events from activity_daily order by 1, 2`,
    );
    const logged = await api.db.pool.any(sql.type(
      z.object({ day: z.string(), event_type: z.string(), events: z.number() }),
    )`
      select (recorded_at at time zone 'UTC')::date::text as day, type as event_type,
             count(*)::int as events
      from events group by 1, 2 order by 1, 2`);
    expect(counted).toEqual(logged);

    const recorded = await rebuildEvents(api, "activity");
    expect(recorded.map((e) => e.type)).toEqual([
      "ProjectionRebuildStarted",
      "ProjectionRebuildFailed",
    ]);
    expect(recorded[1]!.data).toMatchObject({
      projection: "activity",
      startedByUserId: adminId,
      error: "activity apply exploded on purpose",
    });
    const list = (await admin.get("/api/admin/projections")).json<ProjectionList>();
    expect(list.projections.find((p) => p.projection === "activity")?.rebuild).toMatchObject({
      phase: "failed",
      error: "activity apply exploded on purpose",
    });
  });
});

// `levelfield serve --workers=2`: one primary (embedded PostgreSQL, migrations, first-start
// imports, the projector, the /admin rebuilds) and two API workers sharing the port. Plain HTTP,
// each request on a new connection (the primary hands connections to the workers in turn); which
// process served a request is read from the request log, whose lines carry the process id.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startAppProcesses, type AppProcesses } from "../testing/app-process.ts";

const ADMIN = "workers-admin@example.com";
const PASSWORD = "correct horse battery staple";

let app: AppProcesses | null = null;
let dataDir: string;
/** The primary's pid and its workers', from its "API workers listening" line. */
let primaryPid: number;
let workerPids: number[];
/** Every worker pid seen in the test (a replaced worker's too): none may outlive the stop. */
const everyWorker = new Set<number>();

type LogLine = { pid: number; msg: string; req?: { url: string }; workers?: number[] };

function logLines(text: string): LogLine[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-workers-"));
  app = await startAppProcesses({
    commands: [["serve", "--workers=2", "--no-web"]],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // info: Fastify's request lines, each naming the process that served it.
      LOG_LEVEL: "info",
      ADMIN_EMAILS: ADMIN,
    },
    timeoutMs: 180_000,
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  // Healthy once one worker listens; the primary says when both do.
  const started = await waitFor(
    () => logLines(app!.output()).find((l) => l.msg === "2 API workers listening"),
    60_000,
  );
  primaryPid = started.pid;
  workerPids = started.workers!;
  for (const pid of workerPids) everyWorker.add(pid);
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Polls `find` until it returns something (outside a test, where expect.poll cannot run). */
async function waitFor<T>(find: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out; the server wrote:\n${app!.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Response = { status: number; cookie: string | null; body: unknown };

/** One request on a connection of its own (no keep-alive: the next may go to another worker). */
function request(
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string | null } = {},
): Promise<Response> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${app!.baseUrl}${url}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            cookie: res.headers["set-cookie"]?.[0]?.split(";")[0] ?? null,
            body: text ? (JSON.parse(text) as unknown) : null,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** The pids of the processes that logged an incoming request for `url` after `from`. */
function servedBy(from: number, url: string): Set<number> {
  return new Set(
    logLines(app!.output().slice(from))
      .filter((l) => l.msg === "incoming request" && l.req?.url === url)
      .map((l) => l.pid),
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function register(email: string): Promise<string> {
  const response = await request("POST", "/api/auth/email/register", {
    body: { email, password: PASSWORD, birthYear: 2008 },
  });
  expect(response.status).toBe(201);
  expect(response.cookie).not.toBeNull();
  return response.cookie!;
}

it("serves requests from both workers, never from the primary", async () => {
  expect(workerPids).toHaveLength(2);
  expect(workerPids).not.toContain(primaryPid);
  const from = app!.output().length;
  for (let i = 0; i < 8; i++) expect((await request("GET", "/api/health")).status).toBe(200);
  expect([...servedBy(from, "/api/health")].sort()).toEqual([...workerPids].sort());
});

it("lets a student register and shows the next read what they wrote, whichever worker answers", async () => {
  const cookie = await register(`student-${randomUUID()}@example.com`);
  const from = app!.output().length;
  const onboarded = await request("POST", "/api/onboarding/demographics", {
    cookie,
    body: {
      firstName: "Ada",
      lastName: "Lovelace",
      gradeLevel: "11",
      satHistory: "never",
      timeZone: "America/New_York",
    },
  });
  expect(onboarded.status).toBe(200);
  // Each read on a new connection: between them they reach both workers, and each sees the write.
  for (let i = 0; i < 4; i++) {
    const user = await request("GET", "/api/auth/user", { cookie });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ firstName: "Ada", gradeLevel: "11", role: "student" });
  }
  expect(servedBy(from, "/api/auth/user").size).toBe(2);
});

it("runs a rebuild from /admin once for the server, and every worker shows its progress", async () => {
  const cookie = await register(ADMIN);
  const started = await request("POST", "/api/admin/projections/questions/rebuild", { cookie });
  expect(started.status).toBe(202);
  const run = (started.body as { rebuild: { projection: string; startedAt: string } }).rebuild;
  expect(run.projection).toBe("questions");

  // Every worker, not only the one that started it, answers the admin screen's poll with it.
  const from = app!.output().length;
  for (let i = 0; i < 6; i++) {
    const read = await request("GET", "/api/admin/projections/rebuild", { cookie });
    expect(read.status).toBe(200);
    expect((read.body as { rebuild: unknown }).rebuild).toMatchObject({
      projection: "questions",
      startedAt: run.startedAt,
    });
  }
  expect(servedBy(from, "/api/admin/projections/rebuild").size).toBe(2);

  // It finishes, and a second start is then taken (from whichever worker) as the next run.
  await expect
    .poll(async () => {
      const read = await request("GET", "/api/admin/projections/rebuild", { cookie });
      return (read.body as { rebuild: { phase: string } }).rebuild.phase;
    })
    .toBe("done");
  const again = await request("POST", "/api/admin/projections/activity/rebuild", { cookie });
  expect(again.status).toBe(202);
  await expect
    .poll(async () => {
      const read = await request("GET", "/api/admin/projections/rebuild", { cookie });
      return (read.body as { rebuild: { projection: string; phase: string } }).rebuild;
    })
    .toMatchObject({ projection: "activity", phase: "done" });
});

it("replaces a worker that dies, and keeps serving from two", async () => {
  const [victim, survivor] = workerPids as [number, number];
  const before = app!.output().length;
  process.kill(victim, "SIGKILL");
  await expect
    .poll(
      () =>
        logLines(app!.output().slice(before)).find(
          (l) => l.msg === "API worker listening (a replacement)",
        ),
      { timeout: 60_000 },
    )
    .toBeDefined();
  const lines = logLines(app!.output().slice(before));
  expect(
    lines.find((l) => l.msg.startsWith(`API worker ${victim} exited unexpectedly`)),
  ).toMatchObject({ pid: primaryPid });
  const replacement = (
    lines.find((l) => l.msg === "API worker listening (a replacement)") as unknown as {
      workerPid: number;
    }
  ).workerPid;
  everyWorker.add(replacement);
  expect(replacement).not.toBe(victim);

  const from = app!.output().length;
  for (let i = 0; i < 8; i++) expect((await request("GET", "/api/health")).status).toBe(200);
  expect([...servedBy(from, "/api/health")].sort()).toEqual([survivor, replacement].sort());
});

it("stops everything on SIGTERM: the workers, the projector and PostgreSQL, leaving no process", async () => {
  const postmaster = path.join(dataDir, "postgres", "postmaster.pid");
  expect(existsSync(postmaster)).toBe(true);
  await app!.stop();
  const lines = logLines(app!.output());
  // Each live worker was asked by the primary and stopped gracefully.
  const stoppedWorkers = lines
    .filter((l) => l.msg === "shutting down" && l.pid !== primaryPid)
    .map((l) => l.pid);
  expect(stoppedWorkers.length).toBe(2);
  expect(app!.output()).not.toContain("shutdown failed");
  expect(app!.output()).not.toContain("did not stop in time");
  for (const pid of [primaryPid, ...everyWorker]) expect(alive(pid), `pid ${pid}`).toBe(false);
  // PostgreSQL removes its pid file when it has shut down.
  expect(existsSync(postmaster)).toBe(false);
  app = null;
});

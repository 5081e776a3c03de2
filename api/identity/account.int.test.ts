// The identity slice end to end: the signed-in user and profile, the diagnostic flag, roles
// (ADMIN_EMAILS and the audited CLI grant), and erasure (reliability row 22): sessions ended,
// personal data unreadable, read tables purged, and a rebuild brings nothing back.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";
import { dumpDatabase } from "../../testing/database.ts";
import { setRoleByEmail } from "./accounts.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ auth: { adminEmails: ["head.teacher@example.com"] } });
});
afterAll(() => api.close());

const events = (userId: string) =>
  api.db.pool.any(sql.type(z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) }))`
    select type, data from events where stream_id = ${`user-${userId}`} order by stream_version`);

describe("the signed-in user", () => {
  it("is 401 for visitors on every user route", async () => {
    const visitor = api.client();
    for (const [method, url] of [
      ["GET", "/api/auth/user"],
      ["PATCH", "/api/auth/user"],
      ["DELETE", "/api/auth/user"],
      ["GET", "/api/user/profile"],
    ] as const) {
      const response = await visitor.request({
        method,
        url,
        ...(method === "PATCH" ? { payload: { diagnosticCompleted: true } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe("You are not signed in.");
    }
  });

  it("marks the diagnostic completed once, however often it is sent", async () => {
    const client = api.client();
    const { id } = await client.register("diagnostic@example.com");
    for (let i = 0; i < 3; i++) {
      const response = await client.request({
        method: "PATCH",
        url: "/api/auth/user",
        payload: { diagnosticCompleted: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().diagnosticCompleted).toBe(true);
    }
    expect((await events(id)).filter((e) => e.type === "DiagnosticCompleted")).toHaveLength(1);
    const refused = await client.request({
      method: "PATCH",
      url: "/api/auth/user",
      payload: { diagnosticCompleted: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^diagnosticCompleted: must be true/);
  });

  it("serves the profile the home screen checks", async () => {
    const client = api.client();
    const { id } = await client.register("profile@example.com");
    const response = await client.get("/api/user/profile");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      firstName: null,
      lastName: null,
      gradeLevel: null,
      school: null,
      satDate: null,
      username: null,
      diagnosticCompleted: false,
    });
  });
});

describe("roles", () => {
  it("makes ADMIN_EMAILS admins at sign-up, with an event that says why", async () => {
    const client = api.client();
    const { id } = await client.register("Head.Teacher@example.com");
    expect((await client.get("/api/auth/user")).json().role).toBe("admin");
    expect((await client.get("/api/admin/projections")).statusCode).toBe(200);
    expect(await events(id)).toContainEqual({
      type: "AdminRoleGranted",
      data: { userId: id, source: "ADMIN_EMAILS" },
    });
  });

  it("grants and revokes admin by email as audited events (levelfield admin)", async () => {
    const client = api.client();
    const { id } = await client.register("promoted@example.com");
    expect((await client.get("/api/admin/projections")).statusCode).toBe(403);
    const deps = api.deps;
    expect(await setRoleByEmail(deps, "admin", "PROMOTED@example.com", true)).toEqual({
      userId: id,
      changed: true,
    });
    expect(await setRoleByEmail(deps, "admin", "promoted@example.com", true)).toEqual({
      userId: id,
      changed: false,
    });
    expect(await setRoleByEmail(deps, "admin", "nobody@example.com", true)).toBeNull();
    await expect
      .poll(async () => (await client.get("/api/admin/projections")).statusCode)
      .toBe(200);
    await setRoleByEmail(deps, "admin", "promoted@example.com", false);
    await expect
      .poll(async () => (await client.get("/api/admin/projections")).statusCode)
      .toBe(403);
    expect((await events(id)).map((e) => e.type)).toEqual([
      "UserRegistered",
      "AdminRoleGranted",
      "AdminRoleRevoked",
    ]);
  });

  it("runs as `levelfield admin grant <email>` from the command line", async () => {
    const client = api.client();
    await client.register("cli.admin@example.com");
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["cli/levelfield.ts", "admin", ...args], {
        env: {
          ...process.env,
          DATABASE_URL: api.db.url,
          MASTER_KEY: api.masterKey.toString("base64"),
          LOG_LEVEL: "silent",
        },
      });
    const granted = await run("grant", "cli.admin@example.com");
    expect(granted.stdout).toMatch(
      /^cli\.admin@example\.com is now an admin \(user [0-9a-f-]{36}\)\./,
    );
    await expect.poll(async () => (await client.get("/api/auth/user")).json().role).toBe("admin");
    await expect(run("grant", "missing@example.com")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/no account has the email missing@example\.com/),
    });
    await expect(run("promote", "x@example.com")).rejects.toMatchObject({ code: 2 });
  });
});

describe("account deletion", () => {
  it("ends every session, shreds the key, purges read tables, and a rebuild brings nothing back", async () => {
    const laptop = api.client();
    const { id } = await laptop.register("erase.me@example.com", "correct horse battery", 2007);
    const phone = api.client();
    await phone.post("/api/auth/email/sign-in", {
      email: "erase.me@example.com",
      password: "correct horse battery",
    });
    expect((await phone.get("/api/auth/user")).statusCode).toBe(200);
    const registered = (await events(id))[0]!.data;

    const response = await laptop.request({ method: "DELETE", url: "/api/auth/user" });
    expect(response.statusCode).toBe(204);
    expect((await laptop.get("/api/auth/user")).statusCode).toBe(401);
    expect((await phone.get("/api/auth/user")).statusCode).toBe(401);

    const rows = () =>
      api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
        select (select count(*) from users where user_id = ${id})
             + (select count(*) from sessions where user_id = ${id})
             + (select count(*) from personal_data_keys where user_id = ${id}) as n`);
    expect(await rows()).toBe(0);
    expect(await api.vault.open(id, registered.email as string)).toBeNull();
    expect(await api.vault.open(id, registered.birthYear as string)).toBeNull();

    await api.rebuild("users");
    expect(await rows()).toBe(0);
    const dump = await dumpDatabase(api.db.pool);
    expect(dump).toContain(id); // the log keeps the events…
    // …but nothing readable: a four-digit year is too common in a dump to search for; the
    // sealed birth year above no longer opens.
    expect(dump.toLowerCase()).not.toContain("erase.me");

    // The email is free again: a new account, not the old one.
    const again = await api.client().register("erase.me@example.com");
    expect(again.id).not.toBe(id);
  });
});

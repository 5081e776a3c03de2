// Sessions against a real Postgres (reliability rows 15, 16, 23): a new id at every sign-in with
// the old one dead, sign-out destroying the server-side session, idle and absolute timeouts on
// the injected clock, and logs that say who signed in without cookies, passwords or emails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import { SESSION_COOKIE } from "./session.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let clock = Date.parse("2026-11-21T09:00:00Z");
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    now: () => new Date(clock),
    auth: { sessionIdleMs: 7 * DAY, sessionAbsoluteMs: 30 * DAY },
  });
});
afterAll(() => api.close());

const sessionRows = (userId: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from sessions where user_id = ${userId}`);
const status = async (client: TestClient) => (await client.get("/api/auth/user")).statusCode;

/** A client that presents exactly this cookie value. */
function replay(cookie: string): TestClient {
  const client = api.client();
  client.cookies.set(SESSION_COOKIE, cookie);
  return client;
}

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax cookie holding only a signed id", async () => {
    const response = await api.client().post("/api/auth/email/register", {
      email: "flags@example.com",
      password: "correct horse battery",
      birthYear: 2008,
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).not.toContain("flags");
    expect(response.headers["set-cookie"]).toMatch(/Expires=/);
  });

  it("issues a new id at sign-in; the id from before is dead (no fixation)", async () => {
    const client = api.client();
    const { id } = await client.register("fixation@example.com");
    const before = client.cookies.get(SESSION_COOKIE)!;
    const again = await client.post("/api/auth/email/sign-in", {
      email: "fixation@example.com",
      password: "correct horse battery",
    });
    expect(again.statusCode).toBe(200);
    const after = client.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    expect(await status(replay(after))).toBe(200);
    expect(await status(replay(before))).toBe(401);
    expect(await sessionRows(id)).toBe(1);
  });

  it("destroys the server-side session at sign-out: a copied cookie is dead too", async () => {
    const client = api.client();
    const { id } = await client.register("logout@example.com");
    const copied = client.cookies.get(SESSION_COOKIE)!;
    const out = await client.post("/api/logout");
    expect(out.statusCode).toBe(204);
    expect(out.headers["set-cookie"]).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect(await status(replay(copied))).toBe(401);
    expect(await sessionRows(id)).toBe(0);
  });

  it("ignores a cross-site GET /api/logout (a link on another site cannot sign you out)", async () => {
    const client = api.client();
    await client.register("crosssite@example.com");
    const response = await client.get("/api/logout", { "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(302);
    expect(await status(client)).toBe(200);
    await client.get("/api/logout", { "sec-fetch-site": "same-origin" });
    expect(await status(client)).toBe(401);
  });

  it("ends a session unused for longer than the idle timeout", async () => {
    const client = api.client();
    const { id } = await client.register("idle@example.com");
    clock += 7 * DAY - MINUTE;
    expect(await status(client)).toBe(200);
    clock += 7 * DAY - MINUTE; // used a minute before the deadline: still alive
    expect(await status(client)).toBe(200);
    clock += 7 * DAY + MINUTE;
    expect(await status(client)).toBe(401);
    expect(await sessionRows(id)).toBe(0);
  });

  it("ends a session at the absolute timeout however active it is", async () => {
    const client = api.client();
    await client.register("busy@example.com");
    for (let day = 0; day < 29; day++) {
      clock += DAY;
      expect(await status(client)).toBe(200);
    }
    clock += DAY + MINUTE;
    expect(await status(client)).toBe(401);
  });

  it("logs sign-ins and refusals with the user id, never cookies, passwords or emails", async () => {
    const client = api.client();
    const { id } = await client.register("private.person@example.com", "a very secret phrase");
    const cookie = client.cookies.get(SESSION_COOKIE)!;
    await client.get("/api/logout");
    await client.post("/api/auth/email/sign-in", {
      email: "private.person@example.com",
      password: "a wrong secret phrase",
    });
    await client.post("/api/auth/email/sign-in", {
      email: "private.person@example.com",
      password: "a very secret phrase",
    });
    await api.client().get("/api/auth/user");
    const logs = api.logs;
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: "signed in", userId: id, provider: "email" }),
    );
    expect(logs).toContainEqual(expect.objectContaining({ msg: "signed out", userId: id }));
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: "sign-in refused", provider: "email" }),
    );
    expect(logs).toContainEqual(expect.objectContaining({ msg: "refused", statusCode: 401 }));
    const raw = api.rawLogs();
    for (const secret of [
      "private.person",
      "a very secret phrase",
      "a wrong secret",
      cookie,
      cookie.split(".")[0]!,
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toMatch(/cookie|set-cookie|remoteAddress/i);
  });
});

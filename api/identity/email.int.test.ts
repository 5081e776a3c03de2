// Email accounts against a real Postgres: registration with the age gate and password policy,
// signing in and out, one answer for unknown accounts, throttling per account and address
// (reliability rows 20 and 24), and racing sign-ups with one email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { UNDER_AGE_MESSAGE } from "../../domain/identity/age.ts";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi } from "../../testing/api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ auth: { signInThrottle: { perAccount: 5, perAddress: 8 } } });
});
afterAll(() => api.close());

const count = (table: "events" | "sessions" | "personal_data_keys") =>
  api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from ${sql.identifier([table])}`);
const eventsOfType = (type: string) =>
  api.db.pool.any(sql.type(z.object({ data: z.string(), stream_id: z.string() }))`
    select data::text, stream_id from events where type = ${type}`);
const thisYear = new Date().getUTCFullYear();
let address = 0;
/** A fresh client address, so the per-address throttle does not couple tests. */
const from = () => ({ remoteAddress: `10.0.0.${++address}` });

describe("email registration", () => {
  it("creates the account, signs in, and stores only sealed personal data", async () => {
    const client = api.client();
    const response = await client.post("/api/auth/email/register", {
      email: "  Sam.Rivera@Example.com ",
      password: "correct horse battery",
      birthYear: 2009,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: "Sam.Rivera@Example.com",
      provider: "email",
      role: "student",
      diagnosticCompleted: false,
      totalXP: 0,
    });
    const me = await client.get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(response.json().id);

    const registered = await eventsOfType("UserRegistered");
    const mine = registered.find((e) => e.stream_id === `user-${response.json().id}`);
    expect(mine).toBeDefined();
    const all = (await eventsOfType("UserRegistered")).concat(await eventsOfType("LoginClaimed"));
    for (const e of all) {
      expect(e.data).not.toMatch(/sam\.rivera/i);
      expect(e.data).not.toContain("2009");
      expect(e.data).not.toContain("correct horse");
    }
  });

  it("refuses under-age sign-up with the spec's message and writes nothing", async () => {
    const before = [
      await count("events"),
      await count("sessions"),
      await count("personal_data_keys"),
    ];
    const response = await api.client().post("/api/auth/email/register", {
      email: "young@example.com",
      password: "correct horse battery",
      birthYear: thisYear - 13,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(UNDER_AGE_MESSAGE);
    expect([
      await count("events"),
      await count("sessions"),
      await count("personal_data_keys"),
    ]).toEqual(before);
  });

  it("accepts exactly 14 (current year minus birth year)", async () => {
    const response = await api.client().post("/api/auth/email/register", {
      email: "fourteen@example.com",
      password: "correct horse battery",
      birthYear: thisYear - 14,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [
      { email: "a@example.com", password: "short", birthYear: 2008 },
      /^password: must be at least 10/,
    ],
    [
      { email: "a@example.com", password: "password123", birthYear: 2008 },
      /^password: is one of the most common/,
    ],
    [
      { email: "jordan.lee@example.com", password: "jordan.lee-2024!", birthYear: 2008 },
      /^password: must not contain your email/,
    ],
    [{ email: "not-an-email", password: "correct horse battery", birthYear: 2008 }, /^email: /],
    [{ email: "a@example.com", password: "correct horse battery" }, /^birthYear: /],
    [
      { email: "a@example.com", password: "correct horse battery", birthYear: 1492 },
      /^birthYear: must be a year from 1900/,
    ],
    [
      { email: "a@example.com", password: "correct horse battery", birthYear: "2008" },
      /^birthYear: must be a year/,
    ],
    [
      { email: "a@example.com", password: "correct horse \uD800 battery", birthYear: 2008 },
      /^password: contains characters that are not valid text/,
    ],
    [
      { email: "a@example.com", password: "correct horse battery", birthYear: 2008, admin: true },
      /admin/,
    ],
  ])("answers 400 naming the problem: %j", async (body, message) => {
    const before = await count("events");
    const response = await api.client().post("/api/auth/email/register", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await count("events")).toBe(before);
  });

  it("lets exactly one of ten racing sign-ups with one email create the account", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.client().request({
          method: "POST",
          url: "/api/auth/email/register",
          payload: {
            email: "race@example.com",
            password: `correct horse battery ${i}`,
            birthYear: 2008,
          },
          ...from(),
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = responses.find((r) => r.statusCode === 201)!.json().id as string;
    const registered = await eventsOfType("UserRegistered");
    const userIds = registered.map((e) => JSON.parse(e.data).userId as string);
    const claims = await api.db.pool.any(sql.type(z.object({ data: z.string() }))`
      select e.data::text from events e where e.type = 'LoginClaimed'
        and e.stream_id in (select stream_id from events where data->>'userId' = ${created} and type = 'LoginClaimed')`);
    // Losers may have claimed the login before the winner, but only the winner registered.
    expect(userIds.filter((id) => claims.some((c) => c.data.includes(id)))).toEqual([created]);
  });

  it("signs someone who registers again with their own password in, and refuses another password", async () => {
    const first = await api.client().register("again@example.com", "correct horse battery");
    const same = await api.client().post("/api/auth/email/register", {
      email: "again@example.com",
      password: "correct horse battery",
      birthYear: 2008,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(first.id);
    const other = await api.client().post("/api/auth/email/register", {
      email: "AGAIN@example.com",
      password: "another long password",
      birthYear: 2008,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/sign in instead/);
  });
});

describe("sign-up and existing emails (docs/security.md)", () => {
  it("given an address past its failures from sign-ups of taken emails, then every sign-up from it is refused alike, a new email too, and nothing is created", async () => {
    const remoteAddress = "192.0.2.90";
    const signUp = (email: string) =>
      api.client().request({
        method: "POST",
        url: "/api/auth/email/register",
        payload: { email, password: "a guessed password", birthYear: 2008 },
        remoteAddress,
      });
    for (let i = 0; i < 8; i++) await api.client().register(`taken${i}@example.com`);
    // Each "taken" answer is a failed sign-in for the address (the limit here is 8).
    for (let i = 0; i < 8; i++)
      expect((await signUp(`taken${i}@example.com`)).statusCode).toBe(409);
    const events = await count("events");
    const taken = await signUp("taken0@example.com");
    const fresh = await signUp("never.seen@example.com");
    expect(taken.statusCode).toBe(429);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.body).toBe(taken.body);
    expect(await count("events")).toBe(events);
    // Another address signs up as usual.
    const elsewhere = await api.client().request({
      method: "POST",
      url: "/api/auth/email/register",
      payload: { email: "never.seen@example.com", password: "a guessed password", birthYear: 2008 },
      remoteAddress: "192.0.2.91",
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe("email sign-in", () => {
  it("signs out and in again as the same account", async () => {
    const client = api.client();
    const { id } = await client.register("returning@example.com");
    const out = await client.get("/api/logout");
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
    const back = await client.post("/api/auth/email/sign-in", {
      email: "Returning@Example.com",
      password: "correct horse battery",
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().id).toBe(id);
    expect((await client.get("/api/auth/user")).json().id).toBe(id);
  });

  it("gives a wrong password and an unknown account the same answer", async () => {
    await api.client().register("known@example.com");
    const wrong = await api.client().request({
      method: "POST",
      url: "/api/auth/email/sign-in",
      payload: { email: "known@example.com", password: "not the password" },
      ...from(),
    });
    const unknown = await api.client().request({
      method: "POST",
      url: "/api/auth/email/sign-in",
      payload: { email: "nobody@example.com", password: "not the password" },
      ...from(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe("Incorrect email or password.");
    expect(wrong.cookies).toEqual([]);
  });

  it("throttles an account after 5 failures, even for the right password, known or not", async () => {
    await api.client().register("target@example.com");
    for (const email of ["target@example.com", "ghost@example.com"]) {
      const attempt = (password: string) =>
        api.client().request({
          method: "POST",
          url: "/api/auth/email/sign-in",
          payload: { email, password },
          ...from(),
        });
      for (let i = 0; i < 5; i++) expect((await attempt(`guess number ${i}`)).statusCode).toBe(401);
      const blocked = await attempt("correct horse battery");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Please wait 15 minutes/);
    }
    expect(api.logs.some((l) => l.msg === "rate limited" && l.statusCode === 429)).toBe(true);
  });

  it("throttles an address after its limit of failures across accounts", async () => {
    const remoteAddress = "192.0.2.77";
    const attempt = (i: number) =>
      api.client().request({
        method: "POST",
        url: "/api/auth/email/sign-in",
        payload: { email: `spray${i}@example.com`, password: "not the password" },
        remoteAddress,
      });
    for (let i = 0; i < 8; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
    // Another address is unaffected.
    const elsewhere = await api.client().request({
      method: "POST",
      url: "/api/auth/email/sign-in",
      payload: { email: "spray99@example.com", password: "not the password" },
      remoteAddress: "192.0.2.78",
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe("sign-in navigation", () => {
  it("sends the email option to the email form, and visitors without a provider to the landing", async () => {
    const client = api.client();
    const email = await client.get("/api/login?provider=email&intent=new");
    expect(email.statusCode).toBe(302);
    expect(email.headers.location).toBe("/?sign-in=email&intent=new");
    const bare = await client.get("/api/login");
    expect(bare.headers.location).toBe("/?sign-in=returning");
  });

  it("explains plainly when a provider is not set up", async () => {
    const json = await api.client().get("/api/login?provider=google&intent=returning");
    expect(json.statusCode).toBe(501);
    expect(json.json().message).toMatch(/Signing in with Google hasn't been set up/);
    const page = await api.client().get("/api/login?provider=x&intent=returning", {
      accept: "text/html",
    });
    expect(page.statusCode).toBe(501);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("<h1>X sign-in isn&#39;t available</h1>");
  });

  it("caps sign-in routes at 30 requests a minute per address, with a message and a log line", async () => {
    const remoteAddress = "198.51.100.9";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await api
        .client()
        .request({ method: "GET", url: "/api/login?provider=email", remoteAddress });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 302)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(api.logs).toContainEqual(
      expect.objectContaining({ msg: "rate limited", statusCode: 429, route: "/api/login" }),
    );
  });

  it("lists the providers and which are available", async () => {
    const response = await api.client().get("/api/auth/providers");
    expect(response.json().providers).toEqual([
      { id: "google", name: "Google", available: false },
      { id: "apple", name: "Apple", available: false },
      { id: "x", name: "X", available: false },
      { id: "email", name: "Email", available: true },
    ]);
  });
});

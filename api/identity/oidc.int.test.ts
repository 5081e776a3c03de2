// OpenID Connect sign-in end to end against a real oidc-provider (testing/oidc-provider.ts),
// driven like a browser: /api/login → the provider (sign-in and consent) → the callback. A
// tampered state, nonce, issuer or audience is refused and leaves no signed-in session; the
// ID token is tampered with by a proxy that re-signs it with the provider's key, so only our
// claim checks can catch it. Nothing secret or personal reaches the logs or the events.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql, statement } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import {
  startTestOidcProvider,
  type Tamper,
  type TestAccount,
  type TestOidcProvider,
} from "../../testing/oidc-provider.ts";
import { SESSION_COOKIE } from "../plugins/session.ts";

const PUBLIC_URL = "http://localhost:3000";
const REDIRECT_URI = `${PUBLIC_URL}/api/login/callback/google`;

let op: TestOidcProvider;
let api: TestApi;
/** What must never be logged: codes, states, emails, session cookies and ids, the secret. */
const secrets: string[] = [];
beforeAll(async () => {
  op = await startTestOidcProvider({ redirectUri: REDIRECT_URI });
  secrets.push(op.clientSecret);
  const google = { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret };
  api = await startTestApi({
    auth: {
      publicUrl: PUBLIC_URL,
      providers: { google: { ...google, scope: "openid email profile" } },
    },
  });
});
afterAll(async () => {
  await api?.close();
  await op?.close();
});
beforeEach(async () => {
  op.setTamper("none");
  // Each test checks that no session is signed in; earlier tests' sessions are not its business.
  await api.db.pool.query(statement`delete from sessions`);
});

const account = (sub: string, first: string, last: string): TestAccount => ({
  sub,
  email: `${first}.${last}@example.test`.toLowerCase(),
  given_name: first,
  family_name: last,
  picture: `https://pictures.example.test/${sub}.png`,
});
const ada = account("ada-1815", "Augusta", "Lovelace");

const eventsOf = (type?: string) =>
  api.db.pool.anyFirst(sql.type(z.object({ data: z.string() }))`
    select data::text from events ${type ? sql.fragment`where type = ${type}` : sql.fragment``}`);
const signedInSessions = () =>
  api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from sessions where user_id is not null`);
const refusals = () => api.logs.filter((line) => line.msg === "sign-in refused");

function keepSecret(client: TestClient) {
  const cookie = client.cookies.get(SESSION_COOKIE);
  if (cookie) secrets.push(cookie, decodeURIComponent(cookie).split(".")[0]!);
  return cookie;
}

/** /api/login, then the provider as `who`: the URL the provider sends the browser back to. */
async function throughProvider(client: TestClient, query: string, who: TestAccount) {
  const start = await client.get(`/api/login?${query}`);
  expect(start.statusCode, start.body).toBe(302);
  const cookie = keepSecret(client);
  expect(cookie).toBeDefined();
  const callback = await op.authorize(start.headers.location as string, who);
  expect(callback.pathname).toBe("/api/login/callback/google");
  expect(callback.searchParams.get("iss")).toBe(op.issuer);
  secrets.push(callback.searchParams.get("code")!, callback.searchParams.get("state")!, who.email);
  return { cookie: cookie!, callback, path: callback.pathname + callback.search };
}

async function expectRefusedWithoutSession(
  client: TestClient,
  response: { statusCode: number; json(): unknown },
  eventsBefore: number,
  reason: RegExp,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: "Bad Request",
    message: "We couldn't sign you in with Google. Please go back and try again.",
  });
  expect((await client.get("/api/auth/user")).statusCode).toBe(401);
  expect(await signedInSessions()).toBe(0);
  expect(await eventsOf()).toHaveLength(eventsBefore);
  expect(refusals().at(-1)).toMatchObject({
    provider: "google",
    reason: expect.stringMatching(reason),
  });
}

describe("OpenID Connect sign-in against a real provider", () => {
  let adaId: string;

  it("creates the account, signs in under a new session id, and keeps personal data sealed", async () => {
    const client = api.client();
    const { cookie, path } = await throughProvider(
      client,
      "provider=google&intent=new&birthYear=2008",
      ada,
    );
    const callback = await client.get(path);
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe("/");
    const signedIn = keepSecret(client);
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(cookie);

    const me = await client.get("/api/auth/user");
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      email: ada.email,
      firstName: "Augusta",
      lastName: "Lovelace",
      profileImageUrl: ada.picture,
      provider: "google",
      role: "student",
    });
    adaId = me.json().id;
    // The id the browser had before signing in is gone, and signs nobody in.
    const oldSid = decodeURIComponent(cookie).split(".")[0]!;
    expect(
      await api.db.pool.anyFirst(sql.type(z.object({ sid: z.string() }))`
      select sid from sessions where sid = ${oldSid}`),
    ).toEqual([]);
    const before = api.client();
    before.cookies.set(SESSION_COOKIE, cookie);
    expect((await before.get("/api/auth/user")).statusCode).toBe(401);

    expect(await eventsOf("LoginClaimed")).toHaveLength(1);
    expect(await eventsOf("UserRegistered")).toHaveLength(1);
    for (const data of await eventsOf()) {
      for (const personal of [ada.email, "Augusta", "Lovelace", ada.picture]) {
        expect(data).not.toContain(personal);
      }
    }
  });

  it("signs the same provider account in again as the same user, registering nothing", async () => {
    const client = api.client();
    const { path } = await throughProvider(client, "provider=google&intent=returning", ada);
    const callback = await client.get(path);
    expect(callback.statusCode, callback.body).toBe(302);
    keepSecret(client);
    const me = await client.get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(adaId);
    expect(await eventsOf("UserRegistered")).toHaveLength(1);
    expect(await eventsOf("LoginClaimed")).toHaveLength(1);
  });

  it("answers 404 for a returning sign-in with no account, and signs nobody in", async () => {
    const client = api.client();
    const events = (await eventsOf()).length;
    const stranger = account("grace-1906", "Grace", "Hopper");
    const { path } = await throughProvider(client, "provider=google&intent=returning", stranger);
    const callback = await client.get(path);
    expect(callback.statusCode).toBe(404);
    expect(callback.json().message).toMatch(/no Levelfield account for this Google login/);
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
    expect(await signedInSessions()).toBe(0);
    expect(await eventsOf()).toHaveLength(events);
    expect(refusals().at(-1)).toMatchObject({ reason: "no account" });
  });

  it.each([
    ["state", "x".repeat(43), /^ClientError: invalid response/],
    ["iss", "http://127.0.0.1:9/not-the-issuer", /^ClientError: invalid response/],
  ])("refuses a callback whose %s parameter was tampered with", async (name, value, reason) => {
    const client = api.client();
    const events = (await eventsOf()).length;
    const { callback } = await throughProvider(client, "provider=google&intent=returning", ada);
    callback.searchParams.set(name, value);
    const response = await client.get(callback.pathname + callback.search);
    await expectRefusedWithoutSession(client, response, events, reason);
  });

  it("refuses a callback used a second time, in the same browser or with the old session", async () => {
    const client = api.client();
    const { cookie, path } = await throughProvider(client, "provider=google&intent=returning", ada);
    expect((await client.get(path)).statusCode).toBe(302);
    keepSecret(client);
    const again = await client.get(path);
    expect(again.statusCode).toBe(400);
    expect(refusals().at(-1)).toMatchObject({ reason: "no sign-in in progress" });

    // The session from before the sign-in, replaying the same callback, gets nothing either.
    const old = api.client();
    old.cookies.set(SESSION_COOKIE, cookie);
    const events = (await eventsOf()).length;
    await api.db.pool.query(statement`delete from sessions where user_id is not null`);
    await expectRefusedWithoutSession(old, await old.get(path), events, /^no sign-in in progress$/);
  });

  it.each<[Tamper, string, RegExp]>([
    ["nonce", "alan-1912", /^ClientError: unexpected JWT claim value/],
    ["issuer", "edsger-1930", /^ClientError: unexpected JWT claim value/],
    ["audience", "barbara-1939", /^ClientError: unexpected JWT claim value/],
  ])("refuses an ID token whose %s was changed and re-signed", async (mode, sub, reason) => {
    const client = api.client();
    const events = (await eventsOf()).length;
    const tampered = op.tampered;
    op.setTamper(mode);
    const { path } = await throughProvider(
      client,
      "provider=google&intent=new&birthYear=2008",
      account(sub, "Test", sub),
    );
    const response = await client.get(path);
    expect(op.tampered).toBe(tampered + 1);
    await expectRefusedWithoutSession(client, response, events, reason);
  });

  it("refuses an under-age birth year before going to the provider", async () => {
    const client = api.client();
    const year = new Date().getFullYear() - 13;
    const response = await client.get(`/api/login?provider=google&intent=new&birthYear=${year}`);
    expect(response.statusCode).toBe(403);
    expect(response.headers.location).toBeUndefined();
    expect(response.json().message).toBe(
      "This application is only for students aged 14 or older. Thanks so much—come back when you're ready to take the SATs!",
    );
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("answers 501 naming a provider that is not set up", async () => {
    const response = await api.client().get("/api/login?provider=apple&intent=returning");
    expect(response.statusCode).toBe(501);
    expect(response.headers.location).toBeUndefined();
    expect(response.json().message).toMatch(/Signing in with Apple hasn't been set up/);
  });

  it("never logs a code, a state, an email, a session cookie or the client secret", () => {
    expect(secrets.length).toBeGreaterThan(10);
    const logs = api.rawLogs();
    expect(logs).toContain("sign-in refused");
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});

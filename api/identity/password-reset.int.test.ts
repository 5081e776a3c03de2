// Password reset against a real Postgres and a real SMTP server (smtp-server on a local port,
// with a user and password in SMTP_URL's form): one answer whether or not an account uses the
// email (reliability row 20), the mail and its link, a new password through it, every session
// ended, single use, expiry, a newer link replacing an older one, the throttles, and what the
// log and the database keep (never the token, never the email).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  PASSWORD_RESET_TTL_MS,
  RESET_LINK_PROBLEMS,
} from "../../domain/identity/password-reset/decide.ts";
import { sql } from "../../database/pool.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import {
  header,
  resetLinkIn,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from "../../testing/mail.ts";
import { smtpMailer, type Mailer } from "../mail/mailer.ts";
import { PASSWORD_CHANGED, RESET_REQUESTED } from "./password-reset-routes.ts";

const OLD_PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new lantern 42";
const FROM = "Levelfield <no-reply@levelfield.test>";

let smtp: TestSmtpServer;
let mailer: Mailer;
let api: TestApi;
/** Added to the wall clock: the tests move time forward to expire links and throttle windows. */
let offsetMs = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = smtpMailer({ url: smtp.url, from: FROM });
  api = await startTestApi({
    mailer,
    now: () => new Date(Date.now() + offsetMs),
    auth: { passwordResetThrottle: { perAccount: 3, perAddress: 6 } },
  });
});
afterAll(async () => {
  await api.close();
  mailer.close();
  await smtp.close();
});

let address = 0;
/** A fresh client address, so the per-address limits do not couple tests. */
const from = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const requestReset = (email: string, remoteAddress = from(), client?: TestClient) =>
  (client ?? api.client()).request({
    method: "POST",
    url: "/api/auth/password-reset/request",
    payload: { email },
    remoteAddress,
  });
const confirmReset = (token: string, password: string, client?: TestClient) =>
  (client ?? api.client()).request({
    method: "POST",
    url: "/api/auth/password-reset/confirm",
    payload: { token, password },
    remoteAddress: from(),
  });
const signIn = (client: TestClient, email: string, password: string) =>
  client.request({
    method: "POST",
    url: "/api/auth/email/sign-in",
    payload: { email, password },
    remoteAddress: from(),
  });

/** The token of the newest reset mail to this address (waiting for it to arrive). */
async function tokenMailedTo(email: string, after = 0): Promise<string> {
  const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= after && m.to.includes(email));
  return resetLinkIn(mail.raw).searchParams.get("token")!;
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const eventsOfType = (type: string) =>
  api.db.pool.any(sql.type(z.object({ data: z.string(), stream_id: z.string() }))`
    select data::text, stream_id from events where type = ${type}`);
const sessionsOf = (userId: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from sessions where user_id = ${userId}`);

describe("asking for a reset link", () => {
  it("answers an unknown email and a known one identically, and mails only the known one, at its registered address", async () => {
    const { id } = await api.client().register("reset.known@example.com");
    const before = smtp.messages.length;

    const unknown = await requestReset("nobody.here@example.com");
    // Typed differently: the mail still goes to the address the account registered with.
    const known = await requestReset("  Reset.Known@EXAMPLE.com ");
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.headers["content-type"]).toBe(unknown.headers["content-type"]);
    expect(known.headers["content-length"]).toBe(unknown.headers["content-length"]);
    expect(known.json()).toEqual({ message: RESET_REQUESTED });
    expect(known.cookies).toEqual([]);

    const mail: ReceivedMail = await smtp.waitFor((m) => m.to.includes("reset.known@example.com"));
    expect(mail.to).toEqual(["reset.known@example.com"]);
    expect(mail.user).toBe("levelfield"); // SMTP_URL's credentials were used
    expect(header(mail.raw, "Subject")).toBe("Reset your Levelfield password");
    expect(header(mail.raw, "From")).toBe(FROM);
    const link = resetLinkIn(mail.raw);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/reset-password");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.raw).toMatch(/works once, for the next 30 minutes/);

    // Nothing for the unknown email: no mail, no event.
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual([["reset.known@example.com"]]);
    const requested = await eventsOfType("PasswordResetRequested");
    expect(requested.map((e) => e.stream_id)).toEqual([`password-reset-${id}`]);
    expect(api.logs.filter((l) => l.msg === "password reset mail sent")).toEqual([
      expect.objectContaining({ userId: id }),
    ]);
  });

  it("throttles per email after 3 requests in 15 minutes, known or not, with one message", async () => {
    await api.client().register("reset.flood@example.com");
    for (const email of ["reset.flood@example.com", "reset.ghost@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(202);
      const blocked = await requestReset(email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(
        /^Too many password reset requests\. Please wait 15 minutes and try again\.$/,
      );
    }
    await smtp.waitFor(() => mailsTo("reset.flood@example.com").length === 3);
    expect(mailsTo("reset.ghost@example.com")).toEqual([]);
    // The window ends.
    offsetMs += 15 * 60_000;
    expect((await requestReset("reset.flood@example.com")).statusCode).toBe(202);
  });

  it("throttles an address after its limit across emails; another address is unaffected", async () => {
    const remoteAddress = "192.0.2.44";
    for (let i = 0; i < 6; i++) {
      expect((await requestReset(`spray${i}@example.com`, remoteAddress)).statusCode).toBe(202);
    }
    const blocked = await requestReset("spray99@example.com", remoteAddress);
    expect(blocked.statusCode).toBe(429);
    expect((await requestReset("spray99@example.com", "192.0.2.45")).statusCode).toBe(202);
  });

  it("refuses a request that is not an email, naming the field", async () => {
    const response = await api.client().post("/api/auth/password-reset/request", {
      email: "not-an-email",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: must be an email address/);
  });
});

describe("setting a new password with the link", () => {
  it("sets the new password, ends every session of the account, and works once", async () => {
    const email = "reset.student@example.com";
    const laptop = api.client();
    const { id } = await laptop.register(email, OLD_PASSWORD);
    const phone = api.client();
    expect((await signIn(phone, email, OLD_PASSWORD)).statusCode).toBe(200);
    const someoneElse = api.client();
    const other = await someoneElse.register("reset.bystander@example.com");
    expect(await sessionsOf(id)).toBe(2);

    const sent = smtp.messages.length;
    expect((await requestReset(email)).statusCode).toBe(202);
    const token = await tokenMailedTo(email, sent);

    // The password policy holds, and a refused password does not spend the link.
    const weak = await confirmReset(token, "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe("password: must be at least 10 characters");
    const common = await confirmReset(token, "password123");
    expect(common.json().message).toMatch(/^password: is one of the most common passwords/);

    const done = await confirmReset(token, NEW_PASSWORD, api.client());
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_CHANGED });

    // Every session of the account is over: its old cookies get 401.
    expect(await sessionsOf(id)).toBe(0);
    expect((await laptop.get("/api/auth/user")).statusCode).toBe(401);
    expect((await phone.get("/api/auth/user")).statusCode).toBe(401);
    // Another account's session is untouched.
    expect((await someoneElse.get("/api/auth/user")).json().id).toBe(other.id);

    // The old password no longer works; the new one does.
    const old = await signIn(api.client(), email, OLD_PASSWORD);
    expect(old.statusCode).toBe(401);
    const fresh = api.client();
    const back = await signIn(fresh, email, NEW_PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(back.json().id).toBe(id);

    // Single use.
    const again = await confirmReset(token, "yet another password 7");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_PROBLEMS.used);
    expect((await signIn(api.client(), email, NEW_PASSWORD)).statusCode).toBe(200);

    // The new hash is sealed like registration's, and nothing holds the token or the password.
    const changed = await eventsOfType("PasswordChanged");
    expect(changed).toHaveLength(1);
    expect(JSON.parse(changed[0]!.data).passwordHash).toMatch(/^pd1\./);
    const dump = await api.db.pool.oneFirst(sql.type(z.object({ t: z.string() }))`
      select coalesce(string_agg(data::text, ' '), '') as t from events`);
    const links = await api.db.pool.oneFirst(sql.type(z.object({ t: z.string() }))`
      select coalesce(string_agg(token_hash || ' ' || user_id, ' '), '') as t
      from password_reset_links`);
    for (const secret of [token, NEW_PASSWORD, email]) {
      expect(dump).not.toContain(secret);
      expect(links).not.toContain(secret);
      expect(api.rawLogs()).not.toContain(secret);
    }
    expect(links).toContain(id);
    expect(api.logs).toContainEqual(
      expect.objectContaining({ msg: "password reset; every session ended", userId: id }),
    );
  });

  it("signs out the browser that set the new password when it was signed in as that account", async () => {
    const email = "reset.self@example.com";
    const client = api.client();
    await client.register(email, OLD_PASSWORD);
    const sent = smtp.messages.length;
    await requestReset(email, from(), client);
    const token = await tokenMailedTo(email, sent);
    const done = await confirmReset(token, NEW_PASSWORD, client);
    expect(done.statusCode).toBe(200);
    expect(done.cookies.some((c) => c.name === "levelfield_sid" && c.value === "")).toBe(true);
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("refuses a link 30 minutes after it was asked for", async () => {
    const email = "reset.late@example.com";
    await api.client().register(email, OLD_PASSWORD);
    const sent = smtp.messages.length;
    await requestReset(email);
    const token = await tokenMailedTo(email, sent);
    offsetMs += PASSWORD_RESET_TTL_MS;
    const late = await confirmReset(token, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(RESET_LINK_PROBLEMS.expired);
    expect((await signIn(api.client(), email, OLD_PASSWORD)).statusCode).toBe(200);
    expect(api.logs).toContainEqual(
      expect.objectContaining({ msg: "password reset refused", reason: "expired" }),
    );
  });

  it("refuses an older link once a newer one was sent; the newer one works", async () => {
    const email = "reset.twice@example.com";
    await api.client().register(email, OLD_PASSWORD);
    let sent = smtp.messages.length;
    await requestReset(email);
    const first = await tokenMailedTo(email, sent);
    sent = smtp.messages.length;
    await requestReset(email);
    const second = await tokenMailedTo(email, sent);
    expect(second).not.toBe(first);
    const older = await confirmReset(first, NEW_PASSWORD);
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe(RESET_LINK_PROBLEMS.replaced);
    expect((await confirmReset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses an unknown token and a malformed one, naming the problem", async () => {
    const unknown = await confirmReset("x".repeat(43), NEW_PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(RESET_LINK_PROBLEMS.unknown);
    const malformed = await confirmReset("not-a-token", NEW_PASSWORD);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^token: must be the code from the link/);
    const missing = await api.client().post("/api/auth/password-reset/confirm", {
      password: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^token: /);
  });

  it("lets exactly one of two racing uses of a link through", async () => {
    const email = "reset.race@example.com";
    await api.client().register(email, OLD_PASSWORD);
    const sent = smtp.messages.length;
    await requestReset(email);
    const token = await tokenMailedTo(email, sent);
    const [a, b] = await Promise.all([
      confirmReset(token, "racing password one"),
      confirmReset(token, "racing password two"),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().message).toBe(RESET_LINK_PROBLEMS.used);
    const winner = a.statusCode === 200 ? "racing password one" : "racing password two";
    expect((await signIn(api.client(), email, winner)).statusCode).toBe(200);
  });
});

describe("when the mail server is unreachable", () => {
  it("still answers the same, and logs the failure without the address", async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const broken = smtpMailer({ url: closed.url, from: FROM });
    const down = await startTestApi({ mailer: broken });
    try {
      await down.client().register("reset.nomail@example.com");
      const response = await down.client().post("/api/auth/password-reset/request", {
        email: "reset.nomail@example.com",
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_REQUESTED });
      await expect
        .poll(() => down.logs.some((l) => l.msg === "password reset mail failed"), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(down.logs.find((l) => l.msg === "password reset mail failed")).toMatchObject({
        code: expect.any(String),
      });
      expect(down.rawLogs()).not.toContain("reset.nomail");
    } finally {
      await down.close();
      broken.close();
    }
  });
});

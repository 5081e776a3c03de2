import { describe, expect, it } from "vitest";
import path from "node:path";
import {
  apiWorkers,
  authOptions,
  ConfigError,
  loadConfig,
  mailerOptions,
  trustProxy,
} from "./config.ts";

/** The problems loadConfig names for this environment ([] when it loads). */
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("configuration", () => {
  it("given an empty environment, uses the documented defaults", () => {
    expect(loadConfig({})).toMatchObject({
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: 3000,
      DATA_DIR: ".data",
      EVENT_STORE: "postgres",
      PROJECTOR_BATCH_SIZE: 500,
    });
  });

  it("treats empty variables as unset and ignores unrelated ones", () => {
    expect(loadConfig({ DATABASE_URL: "", PATH: "/bin" }).DATABASE_URL).toBeUndefined();
  });

  it("reports every bad value at once, naming each variable", () => {
    const attempt = () =>
      loadConfig({
        PORT: "eighty",
        EVENT_STORE: "mongo",
        LOG_LEVEL: "loud",
        DATABASE_URL: "mysql://x",
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.join("\n")).toContain(
        'PORT must be a whole number from 1 to 65535 (got "eighty")',
      );
      expect(problems.join("\n")).toContain('EVENT_STORE must be postgres or esdb (got "mongo")');
      expect(problems.join("\n")).toContain(
        "LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent",
      );
      expect(problems.join("\n")).toContain(
        "DATABASE_URL must be a postgres:// or postgresql:// URL",
      );
    }
  });

  it("requires ESDB_URL with the EventStoreDB store, and a database and master key in production", () => {
    expect(() => loadConfig({ EVENT_STORE: "esdb" })).toThrow(
      /ESDB_URL is required when EVENT_STORE=esdb/,
    );
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /DATABASE_URL is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /MASTER_KEY is required in production/,
    );
    expect(
      loadConfig({ EVENT_STORE: "esdb", ESDB_URL: "esdb://localhost:2113?tls=false" }).ESDB_URL,
    ).toBe("esdb://localhost:2113?tls=false");
  });

  it("never echoes secrets back in its messages", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://user:hunter2@db" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });

  it("builds sign-in options: defaults, admins, and only the providers with a client id", () => {
    const config = loadConfig({
      PORT: "4000",
      ADMIN_EMAILS: " Head.Teacher@Example.com, ops@example.com ,",
      ANALYST_EMAILS: "Research@Example.com,ops@example.com",
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      APPLE_CLIENT_ID: "apple-client",
    });
    const auth = authOptions(config);
    expect(auth).toMatchObject({
      publicUrl: "http://localhost:4000",
      adminEmails: ["head.teacher@example.com", "ops@example.com"],
      analystEmails: ["research@example.com", "ops@example.com"],
      sessionIdleMs: 7 * 24 * 60 * 60_000,
      sessionAbsoluteMs: 30 * 24 * 60 * 60_000,
    });
    expect(auth.providers).toEqual({
      google: {
        issuer: "https://accounts.google.com",
        clientId: "google-client",
        clientSecret: "google-secret",
        scope: "openid email profile",
      },
      apple: { issuer: "https://appleid.apple.com", clientId: "apple-client", scope: "openid" },
    });
    expect(trustProxy(config)).toBe(false);
    expect(trustProxy(loadConfig({ TRUST_PROXY: "10.0.0.1,10.0.0.2" }))).toBe("10.0.0.1,10.0.0.2");
  });

  it("refuses provider and sign-in settings that cannot work, naming each", () => {
    expect(problems({ X_CLIENT_ID: "x" })).toEqual([
      expect.stringMatching(/^X_ISSUER is required when X_CLIENT_ID is set/),
    ]);
    expect(problems({ GOOGLE_CLIENT_ID: "g", GOOGLE_ISSUER: "http://accounts.example" })).toEqual([
      `GOOGLE_ISSUER must be https (plain http only on this machine) (got "http://accounts.example")`,
    ]);
    expect(problems({ GOOGLE_CLIENT_ID: "g", GOOGLE_ISSUER: "http://127.0.0.1:9000" })).toEqual([]);
    expect(problems({ ADMIN_EMAILS: "not an email" })).toEqual([
      expect.stringMatching(/^ADMIN_EMAILS must be email addresses separated by commas/),
    ]);
    expect(problems({ ANALYST_EMAILS: "research, ops@example.com" })).toEqual([
      expect.stringMatching(/^ANALYST_EMAILS must be email addresses separated by commas/),
    ]);
    expect(
      problems({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x", MASTER_KEY: "k" }),
    ).toEqual([expect.stringMatching(/^PUBLIC_URL is required in production/)]);
    expect(problems({ SESSION_IDLE_MINUTES: "1" })).toEqual([
      expect.stringMatching(/^SESSION_IDLE_MINUTES must be a whole number from 5/),
    ]);
  });

  it("sends mail through SMTP_URL, or else to DATA_DIR/outbox, from MAIL_FROM or no-reply at PUBLIC_URL's host", () => {
    expect(mailerOptions(loadConfig({ DATA_DIR: "/srv/levelfield" }))).toEqual({
      smtpUrl: undefined,
      from: "Levelfield <no-reply@localhost>",
      outboxDir: "/srv/levelfield/outbox",
    });
    expect(mailerOptions(loadConfig({})).outboxDir).toBe(path.resolve(".data", "outbox"));
    expect(
      mailerOptions(
        loadConfig({
          SMTP_URL: "smtp://mailer:pa55@mail.example:587",
          PUBLIC_URL: "https://levelfield.example",
        }),
      ),
    ).toMatchObject({
      smtpUrl: "smtp://mailer:pa55@mail.example:587",
      from: "Levelfield <no-reply@levelfield.example>",
    });
    expect(mailerOptions(loadConfig({ MAIL_FROM: "help@levelfield.example" })).from).toBe(
      "help@levelfield.example",
    );
  });

  it("refuses an SMTP_URL or MAIL_FROM that cannot work, without echoing the SMTP password", () => {
    expect(problems({ SMTP_URL: "http://user:hunter2@mail.example" })).toEqual([
      "SMTP_URL must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example:587",
    ]);
    expect(problems({ SMTP_URL: "smtps://mail.example:465" })).toEqual([]);
    expect(problems({ MAIL_FROM: "Levelfield" })).toEqual([
      expect.stringMatching(/^MAIL_FROM must be an address, or a name and an address/),
    ]);
    expect(problems({ MAIL_FROM: "Levelfield <no-reply@levelfield.example>" })).toEqual([]);
  });

  it("never echoes a client secret", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: "s3cret", PUBLIC_URL: "nope" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("s3cret") }),
    );
  });

  it("runs the API in one process unless API_WORKERS or --workers says more; --workers wins", () => {
    expect(apiWorkers(loadConfig({}), undefined)).toBe(1);
    expect(apiWorkers(loadConfig({ API_WORKERS: "4" }), undefined)).toBe(4);
    expect(apiWorkers(loadConfig({ API_WORKERS: "4" }), "2")).toBe(2);
    expect(problems({ API_WORKERS: "0" })).toEqual([
      'API_WORKERS must be a whole number from 1 to 64 (got "0")',
    ]);
    expect(problems({ API_WORKERS: "many" })).toHaveLength(1);
    for (const bad of ["0", "65", "1.5", "two", ""]) {
      expect(() => apiWorkers(loadConfig({}), bad), bad).toThrow(
        `--workers must be a whole number from 1 to 64 (got "${bad}")`,
      );
    }
  });
});

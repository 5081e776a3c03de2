// Configuration: one zod schema over the environment, checked once at start-up. Every bad value
// is reported at once, each with the variable's name and what it must be.
import path from "node:path";
import { z } from "zod";
import type { AuthOptions } from "../api/deps.ts";
import type { MailerOptions } from "../api/mail/mailer.ts";
import { DEFAULT_RESET_THROTTLE } from "../api/identity/password-reset-routes.ts";
import { DEFAULT_THROTTLE } from "../api/throttle.ts";

const port = z.coerce
  .number({ error: "must be a whole number from 1 to 65535" })
  .int("must be a whole number from 1 to 65535")
  .min(1, "must be a whole number from 1 to 65535")
  .max(65535, "must be a whole number from 1 to 65535");

/** The most API worker processes `serve` starts (API_WORKERS, --workers). */
export const MAX_API_WORKERS = 64;

const positiveInt = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

/** Email addresses separated by commas, lower-cased (ADMIN_EMAILS, ANALYST_EMAILS). */
const emailList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((e) => /^[^@\s]+@[^@\s]+$/.test(e)),
    "must be email addresses separated by commas",
  );

const issuer = z.url({ protocol: /^https?$/, error: "must be the provider's issuer URL" });

function oidcVariables<P extends string>(prefix: P) {
  return {
    [`${prefix}_ISSUER`]: issuer.optional(),
    [`${prefix}_CLIENT_ID`]: z.string().optional(),
    [`${prefix}_CLIENT_SECRET`]: z.string().optional(),
  } as Record<`${P}_ISSUER` | `${P}_CLIENT_ID` | `${P}_CLIENT_SECRET`, z.ZodOptional<z.ZodString>>;
}

/** Issuers used when only the client id is set. X publishes no OpenID Connect issuer. */
const defaultIssuers = {
  GOOGLE: "https://accounts.google.com",
  APPLE: "https://appleid.apple.com",
} as const;

export const configSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], {
        error: "must be development, production or test",
      })
      .default("development"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: port.default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
      .optional(),
    DATABASE_POOL_SIZE: positiveInt(1, 200).default(10),
    /** API processes `levelfield serve` runs (node:cluster, sharing the port); 1: one process
     *  doing everything, as before. `serve --workers=N` overrides it. */
    API_WORKERS: positiveInt(1, MAX_API_WORKERS).default(1),
    DATA_DIR: z.string().min(1).default(".data"),
    EVENT_STORE: z
      .enum(["postgres", "esdb"], { error: "must be postgres or esdb" })
      .default("postgres"),
    ESDB_URL: z
      .string()
      .regex(
        /^(esdb|esdb\+discover|kurrentdb|kurrentdb\+discover):\/\/\S+$/,
        "must be an esdb:// connection string",
      )
      .optional(),
    MASTER_KEY: z.string().optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be fatal, error, warn, info, debug, trace or silent",
      })
      .default("info"),
    PROJECTOR_BATCH_SIZE: positiveInt(1, 10_000).default(500),
    PROJECTOR_POLL_MS: positiveInt(50, 60_000).default(1000),
    WEB_DIST: z.string().min(1).default("dist/web"),
    /** Testing only (refused in production): a file holding milliseconds to add to the
     *  server's clock, read on every use, so browser tests can move to "tomorrow". */
    CLOCK_OFFSET_FILE: z.string().min(1).optional(),
    PUBLIC_URL: z
      .url({
        protocol: /^https?$/,
        error: "must be the site's public URL, like https://levelfield.example",
      })
      .optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
        "must be true, false or proxy addresses separated by commas",
      )
      .default("false"),
    /** Accounts granted the admin role when they sign in. */
    ADMIN_EMAILS: emailList,
    /** Accounts granted the analyst role when they sign in (apart from admin: least privilege). */
    ANALYST_EMAILS: emailList,
    SESSION_IDLE_MINUTES: positiveInt(5, 60 * 24 * 90).default(60 * 24 * 7),
    SESSION_MAX_AGE_DAYS: positiveInt(1, 365).default(30),
    RATE_LIMIT_PER_MINUTE: positiveInt(10, 1_000_000).default(600),
    /** Outgoing mail (password reset links); unset: messages go to DATA_DIR/outbox as .eml. */
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example:587",
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(
        /^([^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
        "must be an address, or a name and an address, like Levelfield <no-reply@levelfield.example>",
      )
      .optional(),
    ...oidcVariables("GOOGLE"),
    ...oidcVariables("APPLE"),
    ...oidcVariables("X"),
  })
  .superRefine((c, ctx) => {
    if (c.EVENT_STORE === "esdb" && !c.ESDB_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["ESDB_URL"],
        message: "is required when EVENT_STORE=esdb",
      });
    }
    if (c.NODE_ENV === "production" && c.CLOCK_OFFSET_FILE) {
      ctx.addIssue({
        code: "custom",
        path: ["CLOCK_OFFSET_FILE"],
        message: "moves the server's clock and is for testing only; unset it in production",
      });
    }
    if (c.NODE_ENV === "production" && !c.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "is required in production (the embedded PostgreSQL is for development)",
      });
    }
    for (const prefix of ["GOOGLE", "APPLE", "X"] as const) {
      const id = c[`${prefix}_CLIENT_ID`];
      const iss = c[`${prefix}_ISSUER`] ?? (prefix === "X" ? undefined : defaultIssuers[prefix]);
      if (id && !iss) {
        ctx.addIssue({
          code: "custom",
          path: [`${prefix}_ISSUER`],
          message: `is required when ${prefix}_CLIENT_ID is set (X has no OpenID Connect issuer of its own: use a broker's issuer URL)`,
        });
      }
      if (
        iss &&
        id &&
        new URL(iss).protocol === "http:" &&
        !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(iss)
      ) {
        ctx.addIssue({
          code: "custom",
          path: [`${prefix}_ISSUER`],
          message: "must be https (plain http only on this machine)",
        });
      }
    }
    if (c.NODE_ENV === "production" && !c.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "is required in production (sign-in redirects to it), like https://levelfield.example",
      });
    }
    if (c.NODE_ENV === "production" && !c.MASTER_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["MASTER_KEY"],
        message: "is required in production (base64 of 32 random bytes: `openssl rand -base64 32`)",
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Reads the configuration from an environment; empty variables count as unset. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Config {
  const known = Object.keys(configSchema.shape);
  const input = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => known.includes(key) && value !== undefined && value !== "",
    ),
  );
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const given = input[name];
      const shown =
        given === undefined || /MASTER_KEY|DATABASE_URL|SECRET|SMTP_URL/.test(name)
          ? ""
          : ` (got "${given}")`;
      return `${name} ${issue.message}${shown}`;
    }),
  );
}

/** The OpenID Connect providers this configuration sets up (those with a client id). */
export function oidcProviders(config: Config): AuthOptions["providers"] {
  const providers: AuthOptions["providers"] = {};
  const scopes = { GOOGLE: "openid email profile", APPLE: "openid", X: "openid email profile" };
  for (const prefix of ["GOOGLE", "APPLE", "X"] as const) {
    const clientId = config[`${prefix}_CLIENT_ID`];
    const issuer =
      config[`${prefix}_ISSUER`] ?? (prefix === "X" ? undefined : defaultIssuers[prefix]);
    const secret = config[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !issuer) continue;
    providers[prefix.toLowerCase() as "google" | "apple" | "x"] = {
      issuer,
      clientId,
      scope: scopes[prefix],
      ...(secret ? { clientSecret: secret } : {}),
    };
  }
  return providers;
}

export function authOptions(config: Config): AuthOptions {
  return {
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    adminEmails: config.ADMIN_EMAILS,
    analystEmails: config.ANALYST_EMAILS,
    providers: oidcProviders(config),
    sessionIdleMs: config.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: config.SESSION_MAX_AGE_DAYS * 24 * 60 * 60_000,
    requestsPerMinute: config.RATE_LIMIT_PER_MINUTE,
    signInThrottle: DEFAULT_THROTTLE,
    passwordResetThrottle: DEFAULT_RESET_THROTTLE,
  };
}

/**
 * Where mail goes: SMTP_URL's server, or else one .eml file per message in DATA_DIR/outbox.
 * From MAIL_FROM, or no-reply at PUBLIC_URL's host.
 */
export function mailerOptions(config: Config): MailerOptions {
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : "localhost";
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `Levelfield <no-reply@${host}>`,
    outboxDir: path.resolve(config.DATA_DIR, "outbox"),
  };
}

export function trustProxy(config: Config): boolean | string {
  if (config.TRUST_PROXY === "true") return true;
  if (config.TRUST_PROXY === "false") return false;
  return config.TRUST_PROXY;
}

/**
 * How many API processes `serve` runs: `--workers=N` when given, else API_WORKERS. The flag is
 * checked like the variable (a whole number from 1 to MAX_API_WORKERS); a bad one is a
 * ConfigError naming `--workers`.
 */
export function apiWorkers(config: Pick<Config, "API_WORKERS">, flag: string | undefined): number {
  if (flag === undefined) return config.API_WORKERS;
  const parsed = positiveInt(1, MAX_API_WORKERS).safeParse(flag.trim() === "" ? undefined : flag);
  if (!parsed.success) {
    throw new ConfigError([
      `--workers must be a whole number from 1 to ${MAX_API_WORKERS} (got "${flag}")`,
    ]);
  }
  return parsed.data;
}

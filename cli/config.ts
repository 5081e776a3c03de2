// Configuration: one zod schema over the environment, checked once at start-up. Every bad value
// is reported at once, each with the variable's name and what it must be.
import { z } from "zod";

const port = z.coerce
  .number({ error: "must be a whole number from 1 to 65535" })
  .int("must be a whole number from 1 to 65535")
  .min(1, "must be a whole number from 1 to 65535")
  .max(65535, "must be a whole number from 1 to 65535");

const positiveInt = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

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
  })
  .superRefine((c, ctx) => {
    if (c.EVENT_STORE === "esdb" && !c.ESDB_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["ESDB_URL"],
        message: "is required when EVENT_STORE=esdb",
      });
    }
    if (c.NODE_ENV === "production" && !c.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "is required in production (the embedded PostgreSQL is for development)",
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
        given === undefined || name === "MASTER_KEY" || name === "DATABASE_URL"
          ? ""
          : ` (got "${given}")`;
      return `${name} ${issue.message}${shown}`;
    }),
  );
}

import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
});

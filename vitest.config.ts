import { defineConfig } from "vitest/config";
import { testReporters } from "./testing/test-report.ts";

// Two projects, so pure tests never wait for a database:
// - unit: everything but *.int.test.ts, in worker threads, with no global set-up;
// - integration: *.int.test.ts (and the exit-code check, which runs vitest under the
//   integration set-up), in forked processes, with one embedded PostgreSQL for the run and
//   template databases each file clones (testing/global-setup.ts).
// `npm test` runs both; `npm run test:unit` and `npm run test:integration` run one.
const notUnit = ["**/*.int.test.ts", "testing/exit-code.test.ts"];

export default defineConfig({
  test: {
    reporters: testReporters(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["testing/count-assertions.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "{domain,eventstore,database,vault,projections,api,web,cli,testing}/**/*.test.{ts,tsx}",
          ],
          exclude: notUnit,
          pool: "threads",
          // Vitest's default is one worker fewer than the cores: one thread on these two. Two
          // take the unit run from 80 s to 36 s (docs/performance.md, "CI time").
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [
            "{domain,eventstore,database,vault,projections,api,web,cli,testing}/**/*.int.test.ts",
            "testing/exit-code.test.ts",
          ],
          globalSetup: ["testing/global-setup.ts"],
          pool: "forks",
          // Two files at a time on two cores: most of a file's time is the database's and the
          // test's waits, not its own CPU (docs/operations.md, "Tests and CI", measured). Each
          // worker has a PostgreSQL of its own (testing/global-setup.ts says why).
          maxWorkers: 2,
        },
      },
    ],
  },
});

import { defineConfig } from "vitest/config";
import { testReporters } from "../testing/test-report.ts";

// Browser tests: Debian's Chromium driven by playwright-core against the real server
// (`levelfield serve` in a child process per test file, on a database cloned for the file from
// the installation the global setup builds once; see e2e/global-setup.ts and docs/operations.md).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    // A hang guard, not a speed check: two files side by side on two cores make a long flow
    // (onboarding at phone width, the three students of social.e2e.ts) take longer than alone.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files side by side, each with its own database, server, port and browser, and each
    // worker with a PostgreSQL of its own (global-setup.ts): most of a browser test's time is
    // waiting on the page and the server, so two fit on two cores (docs/operations.md).
    maxWorkers: 2,
    reporters: testReporters(),
    setupFiles: ["testing/count-assertions.ts"],
    // expect.poll waits for what the page does next (a toast, a reload, a feed): vitest's 1 s
    // default was too short on a busy two-core CI machine. A poll that fails still fails.
    expect: { poll: { timeout: 15_000 } },
  },
});

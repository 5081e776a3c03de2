import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium driven by playwright-core against the real server
// (`levelfield serve` in a child process with its own embedded PostgreSQL).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});

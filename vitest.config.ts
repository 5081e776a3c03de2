import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "{domain,eventstore,database,vault,projections,api,web,cli,testing}/**/*.test.{ts,tsx}",
    ],
    globalSetup: ["testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});

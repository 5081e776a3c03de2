import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["testing/exit-code/always-fails.fixture.ts"],
    globalSetup: ["testing/global-setup.ts"],
  },
});

import { describe, expect, it } from "vitest";
import type { ApiDeps } from "./deps.ts";
import { settle } from "./read-your-writes.ts";

// Deps that fail the test if the wait touches them: with no position there is nothing to wait for.
const untouchable = new Proxy({} as Pick<ApiDeps, "pool" | "store" | "checkpoints" | "log">, {
  get: (_, key) => {
    throw new Error(`settle read deps.${String(key)}`);
  },
});

describe("settle", () => {
  it("given no position (nothing appended), when a command settles, then it waits for nothing", async () => {
    await expect(settle(untouchable, null, ["users", "practice"])).resolves.toBeUndefined();
  });

  it("given a misspelt projection name, then it does not compile (a ProjectionName union)", () => {
    // Never run: tsc checks the expectation (npx tsc --noEmit -p .).
    const misspelt = () =>
      // @ts-expect-error "frends" is no projection (database/projection-names.ts)
      settle(untouchable, null, ["frends"]);
    expect(typeof misspelt).toBe("function");
  });
});

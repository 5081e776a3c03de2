import { describe, expect, it } from "vitest";
import { connectionBudget, restartDelayMs } from "./serve-cluster.ts";

describe("serve --workers", () => {
  it("waits longer before each restart of a worker that keeps dying, up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(restartDelayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000,
    ]);
    expect(restartDelayMs(50)).toBe(30_000);
  });

  it("counts each worker's pool and session store, and the primary's pool and LISTEN connection", () => {
    expect(connectionBudget(1, 10)).toBe(1 * (10 + 1) + 10 + 1);
    expect(connectionBudget(4, 10)).toBe(55);
    expect(connectionBudget(8, 20)).toBe(189);
  });
});

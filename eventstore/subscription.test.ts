import { describe, expect, it } from "vitest";
import { Wakeup } from "./subscription.ts";

describe("Wakeup", () => {
  it("returns at once when a wake-up came after the generation the waiter read (no lost wake-up)", async () => {
    const wakeup = new Wakeup();
    const seen = wakeup.generation;
    wakeup.wakeAll(); // arrives while the waiter's read is still in flight: nobody is waiting yet
    const started = Date.now();
    await wakeup.wait(10_000, undefined, seen);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("waits for the next wake-up when none came since", async () => {
    const wakeup = new Wakeup();
    let woken = false;
    const waiting = wakeup.wait(10_000, undefined, wakeup.generation).then(() => (woken = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(woken).toBe(false);
    wakeup.wakeAll();
    await waiting;
    expect(woken).toBe(true);
  });

  it("times out on its own without a wake-up", async () => {
    const wakeup = new Wakeup();
    await wakeup.wait(10, undefined, wakeup.generation);
    expect(wakeup.generation).toBe(0);
  });
});

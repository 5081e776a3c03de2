import { describe, expect, it, vi } from "vitest";
import { runServiceWorkerFlow, UPDATE_CHECK_INTERVAL_MS } from "./service-worker.ts";

/** A browser's service worker container and workbox-window's Workbox, driven by the test. */
function fakes({ controlled }: { controlled: boolean }) {
  const controllerChange = new Set<() => void>();
  const waiting = new Set<() => void>();
  const container = {
    controller: controlled ? {} : null,
    addEventListener: (_type: "controllerchange", listener: () => void) =>
      controllerChange.add(listener),
  };
  const workbox = {
    addEventListener: (_type: "waiting", listener: () => void) => waiting.add(listener),
    register: vi.fn(async () => ({})),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
  };
  const timers: { callback: () => void; ms: number }[] = [];
  const reload = vi.fn();
  const offers: (() => void)[] = [];
  const started = runServiceWorkerFlow({
    workbox,
    container,
    onUpdateWaiting: (activate) => offers.push(activate),
    reload,
    every: (callback, ms) => timers.push({ callback, ms }),
  });
  return {
    workbox,
    reload,
    offers,
    timers,
    started,
    newWorkerWaits: () => waiting.forEach((l) => l()),
    controllerChanges: () => controllerChange.forEach((l) => l()),
  };
}

describe("the service worker's new-version flow", () => {
  it("registers the worker and asks for a new version every hour", async () => {
    const f = fakes({ controlled: false });
    await f.started;
    expect(f.workbox.register).toHaveBeenCalledTimes(1);
    expect(f.timers.map((t) => t.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
    f.timers[0]!.callback();
    f.timers[0]!.callback();
    expect(f.workbox.update).toHaveBeenCalledTimes(2);
  });

  it("offers a waiting version and activates it only when the student chooses", () => {
    const f = fakes({ controlled: true });
    f.newWorkerWaits();
    expect(f.offers).toHaveLength(1);
    expect(f.workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(f.reload).not.toHaveBeenCalled();
    f.offers[0]!();
    expect(f.workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it("reloads once when the new version takes over a page the old one controlled", () => {
    const f = fakes({ controlled: true });
    f.newWorkerWaits();
    f.offers[0]!();
    f.controllerChanges();
    f.controllerChanges();
    expect(f.reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload on the first visit, when the first worker takes control, but does for the next version", () => {
    const f = fakes({ controlled: false });
    f.controllerChanges();
    expect(f.reload).not.toHaveBeenCalled();
    f.newWorkerWaits();
    f.offers[0]!();
    f.controllerChanges();
    expect(f.reload).toHaveBeenCalledTimes(1);
  });

  it("keeps checking when a check fails (offline)", async () => {
    const f = fakes({ controlled: true });
    f.workbox.update.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    f.timers[0]!.callback();
    await Promise.resolve();
    f.timers[0]!.callback();
    expect(f.workbox.update).toHaveBeenCalledTimes(2);
  });
});

// The install events and the remembered flag, on a plain EventTarget standing in for the window
// and a Map-backed storage: the kept event, the flag set by every way out, the flag read back.
import { describe, expect, it } from "vitest";
import {
  createInstallEvents,
  INSTALL_DISMISSED_KEY,
  type BeforeInstallPromptEvent,
} from "./install-events.ts";

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A synthetic `beforeinstallprompt`, recording its prompt() calls; the choice settles when told. */
function installEvent(outcome: "accepted" | "dismissed" = "accepted", failPrompt = false) {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as BeforeInstallPromptEvent;
  const calls = { prompt: 0 };
  let choose!: () => void;
  const chosen = new Promise<void>((resolve) => (choose = resolve));
  Object.assign(event, {
    prompt: async () => {
      calls.prompt++;
      if (failPrompt) throw new DOMException("not allowed", "NotAllowedError");
    },
    userChoice: chosen.then(() => ({ outcome, platform: "web" })),
  });
  return { event, calls, choose };
}

function setUp(storage: Storage | undefined = new MemoryStorage()) {
  const window = new EventTarget();
  const events = createInstallEvents(window, () => storage);
  let notified = 0;
  events.subscribe(() => notified++);
  return { window, events, storage, notified: () => notified };
}

describe("the install events", () => {
  it("keeps a beforeinstallprompt event, prevents the browser's own prompt, and tells the page", () => {
    const { window, events, notified } = setUp();
    expect(events.getSnapshot()).toEqual({ installable: false, dismissed: false });
    const { event } = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(events.getSnapshot()).toEqual({ installable: true, dismissed: false });
    expect(notified()).toBe(1);
  });

  it("Install calls the kept event's prompt() once, hides at once, and sets the flag after the choice", async () => {
    const { window, events, storage } = setUp();
    const { event, calls, choose } = installEvent("accepted");
    window.dispatchEvent(event);
    const installing = events.install();
    expect(calls.prompt).toBe(1);
    expect(events.getSnapshot().installable).toBe(false);
    // A second tap while the browser's dialog is open asks nothing more.
    await events.install();
    expect(calls.prompt).toBe(1);
    expect(storage!.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
    choose();
    await installing;
    expect(storage!.getItem(INSTALL_DISMISSED_KEY)).toBe("true");
    expect(events.getSnapshot()).toEqual({ installable: false, dismissed: true });
  });

  it("sets the flag when the student cancels the browser's dialog too", async () => {
    const { window, events, storage } = setUp();
    const { event, choose } = installEvent("dismissed");
    window.dispatchEvent(event);
    choose();
    await events.install();
    expect(storage!.getItem(INSTALL_DISMISSED_KEY)).toBe("true");
  });

  it("sets the flag, without rejecting, when the browser refuses to open its dialog", async () => {
    const { window, events, storage } = setUp();
    const { event, calls } = installEvent("accepted", true);
    window.dispatchEvent(event);
    await expect(events.install()).resolves.toBeUndefined();
    expect(calls.prompt).toBe(1);
    expect(storage!.getItem(INSTALL_DISMISSED_KEY)).toBe("true");
  });

  it("Not now (dismiss) sets the flag and keeps the event unused", () => {
    const { window, events, storage } = setUp();
    const { event, calls } = installEvent();
    window.dispatchEvent(event);
    events.dismiss();
    expect(calls.prompt).toBe(0);
    expect(storage!.getItem(INSTALL_DISMISSED_KEY)).toBe("true");
    expect(events.getSnapshot().dismissed).toBe(true);
  });

  it("appinstalled (installed from the browser's menu) sets the flag and drops the event", () => {
    const { window, events, storage } = setUp();
    window.dispatchEvent(installEvent().event);
    window.dispatchEvent(new Event("appinstalled"));
    expect(storage!.getItem(INSTALL_DISMISSED_KEY)).toBe("true");
    expect(events.getSnapshot()).toEqual({ installable: false, dismissed: true });
  });

  it("reads the flag back on the next visit", () => {
    const storage = new MemoryStorage();
    storage.setItem(INSTALL_DISMISSED_KEY, "true");
    const { window, events } = setUp(storage);
    window.dispatchEvent(installEvent().event);
    expect(events.getSnapshot()).toEqual({ installable: true, dismissed: true });
  });

  it("follows the flag set or cleared in another tab", () => {
    const storage = new MemoryStorage();
    const { window, events } = setUp(storage);
    storage.setItem(INSTALL_DISMISSED_KEY, "true");
    window.dispatchEvent(Object.assign(new Event("storage"), { key: INSTALL_DISMISSED_KEY }));
    expect(events.getSnapshot().dismissed).toBe(true);
    storage.clear();
    window.dispatchEvent(Object.assign(new Event("storage"), { key: null }));
    expect(events.getSnapshot().dismissed).toBe(false);
    storage.setItem("birthYear", "2009");
    window.dispatchEvent(Object.assign(new Event("storage"), { key: "birthYear" }));
    expect(events.getSnapshot().dismissed).toBe(false);
  });

  it("works without local storage: the dismissal lasts for the page", () => {
    const window = new EventTarget();
    const events = createInstallEvents(window, () => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(events.getSnapshot().dismissed).toBe(false);
    events.dismiss();
    expect(events.getSnapshot().dismissed).toBe(true);
  });

  it("gives a stable snapshot between changes (what useSyncExternalStore needs)", () => {
    const { events } = setUp();
    expect(events.getSnapshot()).toBe(events.getSnapshot());
  });
});

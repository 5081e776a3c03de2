// The banner's notice follows the online state: "offline" while offline, "back-online" for
// BACK_ONLINE_MS once the connection returns, then nothing; and the app starts TanStack's online
// state from the browser's.
import { onlineManager } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BACK_ONLINE_MS,
  createConnectionNotice,
  startOnlineTracking,
  type OnlineSource,
} from "./online.ts";

/** A stand-in for onlineManager that the test switches. */
function fakeSource(initial: boolean) {
  let online = initial;
  const listeners = new Set<(online: boolean) => void>();
  const source: OnlineSource = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    online = next;
    for (const listener of listeners) listener(next);
  };
  return { source, set, listening: () => listeners.size };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the connection notice", () => {
  it("given an online page, when the connection drops and returns, then 'offline', 'back-online', and nothing after 3 s", () => {
    const { source, set } = fakeSource(true);
    const notice = createConnectionNotice(source);
    const changes = vi.fn();
    notice.subscribe(changes);
    expect(notice.getSnapshot()).toBeNull();

    set(false);
    expect(notice.getSnapshot()).toBe("offline");
    set(true);
    expect(notice.getSnapshot()).toBe("back-online");
    vi.advanceTimersByTime(BACK_ONLINE_MS - 1);
    expect(notice.getSnapshot()).toBe("back-online");
    vi.advanceTimersByTime(1);
    expect(notice.getSnapshot()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(3);
    expect(BACK_ONLINE_MS).toBe(3000);
    notice.dispose();
  });

  it("given a page opened offline, when created, then 'offline' at once", () => {
    const notice = createConnectionNotice(fakeSource(false).source);
    expect(notice.getSnapshot()).toBe("offline");
    notice.dispose();
  });

  it("given 'Back online.' on screen, when the connection drops again, then 'offline' stays (the old timer does not clear it)", () => {
    const { source, set } = fakeSource(true);
    const notice = createConnectionNotice(source);
    set(false);
    set(true);
    vi.advanceTimersByTime(1000);
    set(false);
    vi.advanceTimersByTime(BACK_ONLINE_MS * 2);
    expect(notice.getSnapshot()).toBe("offline");
    notice.dispose();
  });

  it("given an online page, when the source says online again, then no 'Back online.' (nothing came back)", () => {
    const { source, set } = fakeSource(true);
    const notice = createConnectionNotice(source);
    set(true);
    expect(notice.getSnapshot()).toBeNull();
    notice.dispose();
  });

  it("given a disposed notice, when the connection changes, then it no longer follows nor notifies", () => {
    const { source, set, listening } = fakeSource(true);
    const notice = createConnectionNotice(source);
    const changes = vi.fn();
    notice.subscribe(changes);
    notice.dispose();
    expect(listening()).toBe(0);
    set(false);
    expect(notice.getSnapshot()).toBeNull();
    expect(changes).not.toHaveBeenCalled();
  });
});

describe("the shared online state", () => {
  afterEach(() => onlineManager.setOnline(true));

  it("given the browser offline at start, when tracking starts, then TanStack's online state says offline (it assumes online otherwise)", () => {
    expect(onlineManager.isOnline()).toBe(true);
    startOnlineTracking(false);
    expect(onlineManager.isOnline()).toBe(false);
    startOnlineTracking(true);
    expect(onlineManager.isOnline()).toBe(true);
  });
});

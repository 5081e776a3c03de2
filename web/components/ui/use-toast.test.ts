import { afterEach, describe, expect, it, vi } from "vitest";

// The queue is module state: each test gets a fresh copy.
async function freshQueue() {
  vi.resetModules();
  return import("./use-toast.ts");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the toast queue", () => {
  it("keeps one toast: a new one replaces the one on screen", async () => {
    const queue = await freshQueue();
    let changes = 0;
    queue.toastStore.subscribe(() => changes++);
    queue.toast({ title: "First" });
    queue.toast({ title: "Second", variant: "destructive" });
    expect(changes).toBe(2);
    expect(queue.toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ title: "Second", open: true, variant: "destructive" }),
    ]);
  });

  it("closes a dismissed toast at once and removes it after the spec's 1,000,000 ms", async () => {
    vi.useFakeTimers();
    const queue = await freshQueue();
    const id = queue.toast({ title: "Saved" });
    queue.dismissToast(id);
    expect(queue.toastStore.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(queue.TOAST_REMOVE_DELAY_MS - 1);
    expect(queue.toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.toastStore.getSnapshot()).toEqual([]);
  });

  it("does not let a replaced toast's removal timer remove its successor", async () => {
    vi.useFakeTimers();
    const queue = await freshQueue();
    queue.dismissToast(queue.toast({ title: "Old" }));
    const id = queue.toast({ title: "New" });
    vi.advanceTimersByTime(queue.TOAST_REMOVE_DELAY_MS);
    expect(queue.toastStore.getSnapshot()).toEqual([expect.objectContaining({ id, open: true })]);
  });
});

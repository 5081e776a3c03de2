// The toast queue: one toast visible at a time, a new one replaces it. A dismissed toast stays
// mounted (closed) for its exit animation and is removed after TOAST_REMOVE_DELAY_MS, the
// spec's 1,000,000 ms; in practice the next toast replaces it long before that.
import { useSyncExternalStore, type ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: "default" | "destructive";
  /** How long it stays on screen; Infinity keeps it until the student acts or closes it. */
  duration?: number;
};
export type ToastEntry = ToastInput & { id: string; open: boolean };

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function set(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      set(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  set(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast, replacing the one on screen. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  for (const dropped of toasts.slice(TOAST_LIMIT - 1)) {
    clearTimeout(removals.get(dropped.id));
    removals.delete(dropped.id);
  }
  set([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** The queue as an external store: what is on screen, and a way to hear when it changes. */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly ToastEntry[] => toasts,
};

export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
}

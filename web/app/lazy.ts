// A screen's code, loaded in its own chunk when first shown. A load that fails while the browser
// is offline, or that began before the connection dropped, is marked as cut by the connection
// (`cutByConnection`): the page error reloads as soon as the connection is back, even when it
// came back before the failure was reported (Chromium reports a cut import up to about a
// second later), instead of showing "This page didn't load".
import { onlineManager } from "@tanstack/react-query";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { connectionDrops } from "../lib/online.ts";

/** A lazy component that can also start loading its chunk before it renders. */
export type Preloadable = LazyExoticComponent<ComponentType> & {
  /** Starts loading the chunk (once: the module loader keeps it); rendering then waits less. */
  preload(): void;
};

/** A component loaded in its own chunk, from a module that exports it by name. */
export function lazyNamed<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Preloadable {
  const component = lazy(async () => ({ default: (await watchConnection(load))[name] }));
  // A failed preload is not an error here: rendering loads it again and shows its own failure.
  return Object.assign(component, { preload: () => void load().catch(() => {}) });
}

const cutOff = new WeakSet<object>();

/** Whether a failed load was cut by the connection (offline when it began, failed or since). */
export function cutByConnection(error: unknown): boolean {
  return typeof error === "object" && error !== null && cutOff.has(error);
}

/** Runs `load`, marking its failure when the connection was off or dropped meanwhile. */
export async function watchConnection<T>(load: () => Promise<T>): Promise<T> {
  const startedOnline = onlineManager.isOnline();
  const dropsBefore = connectionDrops();
  try {
    return await load();
  } catch (error) {
    const cut = !startedOnline || !onlineManager.isOnline() || connectionDrops() !== dropsBefore;
    if (cut && typeof error === "object" && error !== null) cutOff.add(error);
    throw error;
  }
}

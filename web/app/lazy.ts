import { lazy, type ComponentType, type LazyExoticComponent } from "react";

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
  const component = lazy(async () => ({ default: (await load())[name] }));
  // A failed preload is not an error here: rendering loads it again and shows its own failure.
  return Object.assign(component, { preload: () => void load().catch(() => {}) });
}

import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A component loaded in its own chunk, from a module that exports it by name. */
export function lazyNamed<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

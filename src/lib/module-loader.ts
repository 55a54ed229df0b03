import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A lazily imported module's export, asked for once and kept. */
export interface ModuleLoader<T> {
  /** Imports the module the first time; after a failed download, the next call asks again. */
  load: () => Promise<T>;
  /** The export once `load` has resolved, so a render can use it at once; undefined before. */
  loaded: () => T | undefined;
}

/** The module itself, or the export `pick` takes from it. */
export function moduleLoader<M>(importModule: () => Promise<M>): ModuleLoader<M>;
export function moduleLoader<M, T>(importModule: () => Promise<M>, pick: (module: M) => T): ModuleLoader<T>;
export function moduleLoader<M, T>(
  importModule: () => Promise<M>,
  pick?: (module: M) => T,
): ModuleLoader<T | M> {
  let value: T | M | undefined;
  let loading: Promise<T | M> | undefined;
  return {
    load: () => {
      loading ??= importModule().then(
        (module) => (value = pick ? pick(module) : module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}

/**
 * A component whose code is imported on first render, or earlier through `preload` (e.g. when a run
 * starts, so it is ready when the answer comes). A failed preload is quiet: whatever shows meanwhile
 * does not need the code, and the first render asks for it again.
 */
export function lazyComponent<M, P extends object>(
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  const loader = moduleLoader(importModule, pick);
  return {
    Component: lazy(() => loader.load().then((component) => ({ default: component }))),
    preload: () => void loader.load().catch(() => undefined),
  };
}

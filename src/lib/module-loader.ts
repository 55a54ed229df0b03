/** A lazily imported module's export, asked for once and kept. */
export interface ModuleLoader<T> {
  /** Imports the module the first time; after a failed download, the next call asks again. */
  load: () => Promise<T>;
  /** The export once `load` has resolved, so a render can use it at once; undefined before. */
  loaded: () => T | undefined;
}

export function moduleLoader<M, T>(importModule: () => Promise<M>, pick: (module: M) => T): ModuleLoader<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= importModule().then(
        (module) => (value = pick(module)),
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

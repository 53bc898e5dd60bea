import "client-only";

/**
 * A module the page loads only when it is needed (its weight is not in the first load): `load()` imports it once
 * and shares the promise; `get()` is the module once loaded (so a handler can use it at once), else null. A failed
 * load (no signal, nothing kept by the offline worker) is forgotten, so the next `load()` tries again.
 */
export function lazyModule<M>(importer: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    get: (): M | null => loaded,
    load: (): Promise<M> =>
      (loading ??= importer().then(
        (m) => (loaded = m),
        (err: unknown) => {
          loading = null;
          throw err;
        },
      )),
  };
}

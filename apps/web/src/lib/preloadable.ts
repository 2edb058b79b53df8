import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component whose code can be asked for before it renders. */
export type TPreloadable<P = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (once); rendering the component later waits for the same promise. */
  preload: () => Promise<unknown>;
};

/**
 * `lazy` for a module's named export (STYLE.md: named exports only), with `preload` so a route
 * can start all of its chunks at once instead of one after another as each renders the next. A
 * failed download is forgotten, so the next render or preload tries again.
 */
export function preloadable<P, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): TPreloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(pick, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

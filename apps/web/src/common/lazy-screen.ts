/**
 * Screens loaded when they are opened (App.tsx): each is a separate chunk of the build, fetched on first use
 * (from the service worker's store once the client has been kept for offline play, sw-template.js).
 */
import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen's code could not be fetched: the network dropped, or a new deploy removed the hashed file this page
 * was built to ask for. `ChunkErrorBoundary` shows these, and only these, as a page to reload.
 */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(`A screen's code could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ScreenLoadError';
  }
}

/**
 * `React.lazy` over a named export: `load` imports the screen's module and picks its component. A failed import
 * is thrown as a `ScreenLoadError`; errors inside the screen itself stay as they are.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component }), (e: unknown) => {
    throw new ScreenLoadError(e);
  }));
}

/** Loads a module with `load`; never settles when the module could not be fetched (the page says so instead). */
export type LoadOnUse = <T>(load: () => Promise<T>) => Promise<T>;

/**
 * Code a button fetches when pressed (the engines behind Start and Resume, the online client): a module that
 * cannot be fetched is thrown at the component's next render as a `ScreenLoadError`, so `ChunkErrorBoundary`
 * says it with "Reload the page", as for a screen; never a button that silently does nothing. The promise of a
 * failed load never settles: nothing after it runs, the page is replaced.
 */
export function useLoadOnUse(): LoadOnUse {
  const [failed, setFailed] = useState<{ readonly cause: unknown } | null>(null);
  const loadOnUse = useCallback(<T>(load: () => Promise<T>): Promise<T> => load().catch((cause: unknown) => {
    setFailed({ cause });
    return new Promise<T>(() => undefined);
  }), []);
  if (failed) throw new ScreenLoadError(failed.cause);
  return loadOnUse;
}

/**
 * Offline play: in a built client served over http(s), registers the service worker (sw-template.js, written by the build as sw.js) that keeps
 * the page and its assets, so local games go on without a network after the first visit. Not in the Vite dev
 * server, whose modules are not content-hashed and would be served stale. A refusal (a browser setting,
 * a file:// page) costs only the offline copy. (Browser globals through globalThis: this file is also
 * type-checked without the DOM library.)
 */
interface Browserish {
  readonly navigator?: { readonly serviceWorker?: { register(url: string): Promise<unknown> } };
  readonly location?: { readonly protocol: string };
}

export function keepForOffline(): void {
  const g = globalThis as Browserish;
  const sw = g.navigator?.serviceWorker;
  // The dev server (hot module replacement) serves modules that are not content-hashed: never kept.
  if (import.meta.hot || !sw || !g.location?.protocol.startsWith('http')) return;
  sw.register('./sw.js').catch(() => undefined);
}

/**
 * Salvo's service worker. This is a template: the build writes it as sw.js with its own file list and version
 * in place of __SALVO_FILES__ and __SALVO_VERSION__ (vite.config.ts), so every new build installs afresh.
 *
 * The web client keeps working without a network once it has been opened: local games (against the bot,
 * hot-seat, table mode, scenarios, replays, campaigns) need nothing from the server. On install, the page and
 * every file of the build (workers included) are stored under the build's version; older versions' stores are
 * removed when it takes over. Assets (content-hashed names) are answered from the cache first; the page from
 * the network first, the stored copy when the network fails. Nothing under /api/ and no WebSocket is
 * touched: online play needs the server. Hand-written rather than a Workbox plugin: these two strategies are
 * all it does.
 */
const CACHE = 'salvo-app-__SALVO_VERSION__';
/** Every file of this build, relative to the page. */
const FILES = __SALVO_FILES__;

/** The page and every file of the build. */
async function keepTheClient() {
  const c = await caches.open(CACHE);
  await c.addAll(['./', ...FILES.map((f) => `./${f}`)]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepTheClient().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

/** A response worth keeping: same origin, complete. */
const keep = (res) => res.ok && res.type === 'basic';

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws')) return;
  if (req.mode === 'navigate') {
    // The page: the network first (a new build), the kept copy when offline.
    event.respondWith(fetch(req).then((res) => {
      if (keep(res)) { const copy = res.clone(); void caches.open(CACHE).then((c) => c.put('./', copy)); }
      return res;
    }).catch(() => caches.match('./').then((hit) => hit ?? Response.error())));
    return;
  }
  // Assets: from the cache, else fetched and kept.
  event.respondWith(caches.match(req).then((hit) => hit ?? fetch(req).then((res) => {
    if (keep(res)) { const copy = res.clone(); void caches.open(CACHE).then((c) => c.put(req, copy)); }
    return res;
  })));
});

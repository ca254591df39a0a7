/**
 * Salvo's service worker: the web client keeps working without a network once it has been opened. Local
 * games (against the bot, hot-seat, table mode, scenarios, replays, campaigns) need nothing from the server,
 * so the page itself is kept: on install, the page and every file the build lists (offline-assets.json,
 * workers included) are stored; the built assets (their names carry a content hash) are answered from the
 * cache first; the page (index.html) from the network first, the cached copy when the network fails, so a new
 * build is picked up on the next visit online. Nothing under /api/ and no WebSocket is touched: online play
 * needs the server, and says so. Hand-written rather than a Workbox plugin: these two strategies are all it
 * does.
 */
const CACHE = 'salvo-app-v1';

/** The page and every file of the build (offline-assets.json, written by the build: vite.config.ts). */
async function keepTheClient() {
  const c = await caches.open(CACHE);
  const listed = await fetch('./offline-assets.json', { cache: 'no-store' }).then((r) => (r.ok ? r.json() : []), () => []);
  await c.addAll(['./', ...listed.filter((f) => typeof f === 'string' && f !== 'offline-assets.json' && f !== 'sw.js').map((f) => `./${f}`)]);
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

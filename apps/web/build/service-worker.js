// Bilan's service worker. The build (build/service-worker-plugin.ts) writes it to dist/sw.js with BUILD
// filled in, so every build with other files is a new version of the worker.
// - The shell (index.html's scripts and styles, the offline page, the manifest) is cached on install.
// - Other files under /assets/ are cached the first time they are fetched: their names carry a hash of
//   their content, so a cached one is never stale, and a repeat visit asks the network for none of them.
// - Pages (navigations) go to the network; when it has not answered within NAVIGATION_WAIT_MS (a slow
//   mobile link: 400 ms a round trip on 3G), this build's own copy of index.html answers, which names
//   exactly the files this worker holds (docs/decisions/0007-slow-networks.md). A newer build reaches
//   the page through the worker's update and its "new version" toast. Without a network the offline
//   page answers instead of the browser's error. The server's own pages (/docs) always go to it.
// - API calls are not touched: the company's data is never kept here.
const BUILD = self.__BILAN_BUILD__;
const SHELL_CACHE = `bilan-shell-${BUILD.version}`;
const ASSETS_CACHE = 'bilan-assets';
const OFFLINE_PAGE = '/offline.html';
const APP_PAGE = '/index.html';
const NAVIGATION_WAIT_MS = 300;
const SERVER_PAGES = /^\/(docs|v1|health)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([OFFLINE_PAGE, APP_PAGE, ...BUILD.shell])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('bilan-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      // Files of older builds that this one no longer has.
      const assets = await caches.open(ASSETS_CACHE);
      const current = new Set(BUILD.assets);
      for (const request of await assets.keys()) {
        if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

// The page asks for the waiting version when the user accepts the "new version" toast.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(SERVER_PAGES.test(url.pathname) ? fetch(request) : appPage(request));
  } else if (url.pathname.startsWith('/assets/') || BUILD.shell.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/** The network's page if it comes in time, else this build's copy; the offline page without a network. */
async function appPage(request) {
  const network = fetch(request);
  network.catch(() => undefined);
  const cached = new Promise((resolve) => setTimeout(resolve, NAVIGATION_WAIT_MS)).then(async () => {
    const shellCache = await caches.open(SHELL_CACHE);
    return (await shellCache.match(APP_PAGE)) ?? network;
  });
  try {
    return await Promise.race([network, cached]);
  } catch {
    return offlinePage();
  }
}

async function offlinePage() {
  return (await caches.match(OFFLINE_PAGE)) ?? new Response('Offline', { status: 503 });
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only what the server sent as the file itself; never a page in its place.
  if (response.ok && !response.headers.get('content-type')?.startsWith('text/html')) {
    const copy = response.clone();
    caches.open(ASSETS_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

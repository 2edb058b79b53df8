/**
 * The field area's service worker (issue 39 item 5), bundled by the build into dist/sw.js
 * (vite.config.ts, `fieldServiceWorker`) with the list of the built files the field area needs
 * and the build's version. It caches built files only; what it does per request is
 * sw-routes.ts. Installing precaches the list into this build's cache; activating deletes the
 * caches of older builds and takes the open field pages, so a new build replaces the old one
 * cleanly without waiting for every tab to close.
 */
import { CACHE_PREFIX, cacheName, SHELL_NETWORK_TIMEOUT_MS, swStrategy } from './sw-routes';

declare const __PRECACHE__: string[];
declare const __SHELL_VERSION__: string;

interface TExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface TFetchEvent extends TExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface TWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: TExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: TFetchEvent) => void): void;
}

const worker = self as unknown as TWorkerScope;
const CACHE = cacheName(__SHELL_VERSION__);
const SHELL = '/index.html';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Hashed files may come from the HTTP cache (the page has just fetched most of them);
      // index.html and the icon past it, so the shell is this build's.
      const mode = (url: string): RequestCache =>
        url.startsWith('/assets/') ? 'default' : 'reload';
      await cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: mode(url) })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
      );
      await worker.clients.claim();
    })(),
  );
});

/** The network, or the cached shell when it fails or keeps the page waiting too long. */
async function shell(request: Request): Promise<Response> {
  const cached = () => caches.open(CACHE).then((c) => c.match(SHELL));
  const network = fetch(request);
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), SHELL_NETWORK_TIMEOUT_MS),
  );
  try {
    const response = await Promise.race([network, timeout]);
    if (response) return response;
  } catch {
    // offline: the cached shell below
  }
  return (await cached()) ?? network;
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const strategy = swStrategy(event.request, worker.location.origin);
  if (strategy === 'shell') event.respondWith(shell(event.request));
  else if (strategy === 'asset') event.respondWith(asset(event.request));
});

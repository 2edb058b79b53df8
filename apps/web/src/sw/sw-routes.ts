/**
 * What the field area's service worker does with a request (issue 39 item 5: the app shell
 * loads offline). Pure, so it is unit-tested; service-worker.ts applies it.
 *
 * - `network`: not touched (every write, other sites, and the data of one user: /api, /auth,
 *   /config, /send-email are never cached by the worker; the app keeps what it needs itself).
 * - `shell`: a page of the field area (/m, /m/...): the network first, the cached index.html
 *   when the network fails or does not answer in time.
 * - `asset`: a built file (/assets/... is hashed and never changes; the icon): the cache first,
 *   else the network, and a file fetched that way is kept for the next time.
 */
export type TSwStrategy = 'network' | 'shell' | 'asset';

/** Never answered from a cache: the data of one user and the session. */
export const NEVER_CACHED = ['/api/', '/auth/', '/config', '/send-email'];

/** The field area the worker controls (its registration scope); pages elsewhere are not its. */
export const FIELD_SCOPE = '/m';

export const isFieldPage = (pathname: string) =>
  pathname === FIELD_SCOPE || pathname.startsWith(`${FIELD_SCOPE}/`);

export function swStrategy(
  request: { method: string; url: string; mode: string },
  origin: string,
): TSwStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (NEVER_CACHED.some((prefix) => path === prefix || path.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return isFieldPage(path) ? 'shell' : 'network';
  if (path.startsWith('/assets/') || path === '/favicon.svg') return 'asset';
  return 'network';
}

/** The cache of one build: a new build gets a new name, and the old one is deleted. */
export const CACHE_PREFIX = 'n5-shell-';
export const cacheName = (version: string) => `${CACHE_PREFIX}${version}`;

/** How long a field page waits for the network before the cached shell is shown. */
export const SHELL_NETWORK_TIMEOUT_MS = 3000;

import { FIELD_SCOPE } from '../../sw/sw-routes';

let registered = false;

/**
 * Registers the field area's service worker, once, in a production build only (the dev server
 * has no built files to cache). Scoped to /m: the desktop pages are never its. A browser without
 * service workers, or a refused registration, leaves the app as it was: online only.
 */
export function registerFieldServiceWorker() {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker.register('/sw.js', { scope: FIELD_SCOPE }).catch(() => {
    registered = false;
  });
}

/** An origin no address of ours can have: what a relative path is resolved against. */
const PROBE_ORIGIN = 'http://return-to.invalid';

/**
 * The page to go back to after sign-in: a path of this app, or /home. Decided by parsing the
 * value as a browser would (which drops tabs and newlines and reads `/\evil.com` as
 * `//evil.com`), so no spelling of another origin gets through.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/home';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/home';
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return '/home';
  return `${url.pathname}${url.search}${url.hash}`;
}

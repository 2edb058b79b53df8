import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Replies of these paths are data for one user: never cached anywhere. */
const API_PREFIXES = ['/api/', '/auth/', '/config', '/send-email'];

/**
 * The Content-Security-Policy of every reply. Scripts come only from our own files (Vite emits
 * no inline script). Styles allow 'unsafe-inline': MUI's emotion and AG Grid's themes inject
 * <style> elements at run time and MUI sets style attributes (transitions, popper positions);
 * a nonce would cover the elements but not the attributes (docs/decisions.md). Images may be
 * data: or blob: URLs (icons, previews of an upload before it is sent).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers every reply carries (pages, assets, API, errors, and the refusals Node and the
 * router make before any hook runs): the policy, no framing, no type sniffing, no address
 * leaking to other sites, HSTS when the app is served over https, and no caching of API replies
 * (the SPA plugin sets its own caching of the page and the assets).
 */
export function securityHeaders(options: { isHttps: boolean; path: string }) {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };
  if (options.isHttps) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  const path = options.path.split('?')[0] ?? '';
  // A refusal made before routing (path '') is no page: never cached either.
  if (path === '' || API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    headers['cache-control'] = 'no-store';
  }
  return headers;
}

export const isHttpsUrl = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/** Adds the headers of securityHeaders() to every reply that goes through Fastify's hooks. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const isHttps = isHttpsUrl(options.publicUrl);
    app.addHook('onSend', async (request, reply) => {
      reply.headers(securityHeaders({ isHttps, path: request.url }));
    });
  },
  { name: 'security-headers' },
);

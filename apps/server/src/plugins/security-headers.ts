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
 * Headers that every reply carries (pages, assets, API, errors): the policy, no framing, no
 * type sniffing, no address leaking to other sites, HSTS when the app is served over https, and
 * no caching of API replies (the SPA plugin sets its own caching of the page and the assets).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const isHttps = new URL(options.publicUrl).protocol === 'https:';
    app.addHook('onSend', async (request, reply) => {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'same-origin');
      if (isHttps) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      const path = request.url.split('?')[0] ?? '';
      if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);

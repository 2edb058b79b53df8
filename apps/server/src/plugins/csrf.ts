import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';
import { SESSION_COOKIE } from '../lib/session-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request refusal for state-changing requests. With a session cookie, the request must
 * come from our own origin (Origin header, or Referer when a browser sends no Origin). Without a
 * cookie, a foreign Origin is still refused so no other site can sign a visitor in (login CSRF);
 * a script without cookie and Origin (curl, tests) may call sign-in.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const publicOrigin = new URL(options.publicUrl).origin;

  const isOwnOrigin = (request: FastifyRequest, origin: string) =>
    origin === publicOrigin || origin === `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const hasSession = !!request.cookies[SESSION_COOKIE];
    if (origin ? !isOwnOrigin(request, origin) : hasSession) {
      throw forbidden('Cross-site request refused: it must come from this application.');
    }
  });
});

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TIdempotency } from '@n5/shared/core/contract';
import { canAccess, describeAccess, type TAccess } from '@n5/shared/permissions/access';
import type { TUser } from '@n5/shared/session/schemas';
import { forbidden, unauthorized } from '../lib/errors';
import { SESSION_COOKIE, sessionIdOf } from '../lib/session-token';

declare module 'fastify' {
  interface FastifyRequest {
    user: TUser | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call this route. Every route declares one; see route-table.test.ts. */
    access?: TAccess;
    /** What a write sent twice does; every write declares it (app.ts, route-table.test.ts). */
    idempotency?: TIdempotency;
  }
}

interface TAuthOptions {
  /** The session module answers who holds a session (plugins never read a module's tables). */
  findUser: (sessionId: string) => Promise<TUser | null>;
}

/**
 * Loads the signed-in user from the session cookie, then enforces the route's declared access:
 * 401 without a session, 403 without the role or permission. Runs at onRequest, before the body
 * is parsed, so an anonymous caller learns nothing from validation errors.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: TAuthOptions) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const sessionId = sessionIdOf(token);
      request.user = await options.findUser(sessionId);
      request.sessionId = request.user ? sessionId : null;
    }
    const access = request.routeOptions.config.access;
    if (!access) return; // unmatched routes reach the not-found handler
    if (canAccess(request.user, access)) return;
    if (!request.user) throw unauthorized();
    throw forbidden(`This needs ${describeAccess(access)} access.`);
  });
});

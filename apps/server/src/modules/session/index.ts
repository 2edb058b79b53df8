import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { createOidc } from './oidc';
import { registerSessionRoutes } from './routes';
import { createSessionService, type TSessionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    session: TSessionService;
  }
}

/** Sign-in (demo or single sign-on), sign-out, and the configuration the login page reads. */
export const sessionModule = fp(
  async (app: FastifyInstance, deps: { config: TConfig; db: TDb }) => {
    const session = createSessionService(deps);
    app.decorate('session', session);
    const oidc = deps.config.authMode === 'oidc' ? createOidc(deps) : null;
    registerSessionRoutes(app, session, { config: deps.config, oidc });
  },
  { name: 'session' },
);

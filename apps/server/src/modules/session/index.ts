import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDatabase } from '../../db/client';
import { listenToChannel } from '../../db/notifications';
import { createIdentityCache, parseIdentityChange, type TIdentityChange } from './identity-cache';
import { createOidc } from './oidc';
import { registerSessionRoutes } from './routes';
import { createSessionService, type TSessionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    session: TSessionService;
  }
}

export type { TIdentityChange };

/** The channel migration 0030's triggers notify when a session, user or role changes. */
const IDENTITY_CHANNEL = 'n5_identity';
const IDENTITY_CACHE_ENTRIES = 10_000;

/** Sign-in (demo or single sign-on), sign-out, and the configuration the login page reads. */
export const sessionModule = fp(
  async (app: FastifyInstance, deps: { config: TConfig; database: TDatabase }) => {
    const { config, database } = deps;
    const identities = createIdentityCache({
      maxEntries: IDENTITY_CACHE_ENTRIES,
      ttlMs: config.IDENTITY_CACHE_SECONDS * 1000,
    });
    if (config.IDENTITY_CACHE_SECONDS > 0) {
      const listener = await listenToChannel(database, {
        channel: IDENTITY_CHANNEL,
        onMessage: (payload) => identities.forget(parseIdentityChange(payload) ?? { kind: 'all' }),
        onReady: () => identities.setEnabled(true),
        onLost: (error) => {
          identities.setEnabled(false);
          app.log.warn(
            `Identity changes unheard (${error.message}): every request reads its session until the connection is back.`,
          );
        },
      });
      app.addHook('onClose', () => listener.close());
    }
    const session = createSessionService({ config, db: database.db, identities });
    app.decorate('session', session);
    const oidc = config.authMode === 'oidc' ? createOidc({ config, db: database.db }) : null;
    registerSessionRoutes(app, session, { config, oidc });
  },
  { name: 'session' },
);

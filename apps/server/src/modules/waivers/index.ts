import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TWaiversDeps } from './deps';
import { registerWaiversRoutes } from './routes';
import { createWaiversService, type TWaiversService } from './service';

export type { TWaiversService };

declare module 'fastify' {
  interface FastifyInstance {
    waivers: TWaiversService;
  }
}

/** Lien waivers with each pay app (issue 31 item 4): requested, signed by link, received. */
export const waiversModule = fp(
  async (app: FastifyInstance, deps: TWaiversDeps) => {
    const waivers = createWaiversService(deps);
    app.decorate('waivers', waivers);
    registerWaiversRoutes(app, waivers, deps.config.FILE_MAX_MB);
  },
  { name: 'waivers' },
);

/** The document of a waiver and its hash (the demo seed builds its waivers with them). */
export { documentHashOf, waiverDocumentOf } from './document';

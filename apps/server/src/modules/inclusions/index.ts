import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TInclusionsDeps } from './deps';
import { registerInclusionsRoutes } from './routes';
import { createInclusionsService, type TInclusionsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    inclusions: TInclusionsService;
  }
}

/** The Inclusions tab's summaries (stage tables, detail rows, legacy view, alternates). */
export const inclusionsModule = fp(
  async (app: FastifyInstance, deps: TInclusionsDeps) => {
    const inclusions = createInclusionsService(deps);
    app.decorate('inclusions', inclusions);
    registerInclusionsRoutes(app, inclusions);
  },
  { name: 'inclusions' },
);

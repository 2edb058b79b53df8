import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TEstimatingDeps } from './deps';
import { registerEstimatingRoutes } from './routes';
import { createEstimatingService, type TEstimatingService } from './service';

export type { TEstimatingService };

declare module 'fastify' {
  interface FastifyInstance {
    estimating: TEstimatingService;
  }
}

/** Inclusions and conditions: the inclusion editor's calls (issue 13). */
export const estimatingModule = fp(
  async (app: FastifyInstance, deps: TEstimatingDeps) => {
    const estimating = createEstimatingService(deps);
    app.decorate('estimating', estimating);
    registerEstimatingRoutes(app, estimating);
  },
  { name: 'estimating' },
);

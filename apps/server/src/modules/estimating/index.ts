import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TContractsService } from '../contracts/index';
import type { TEmailService } from '../email';
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
  async (
    app: FastifyInstance,
    deps: { db: TDb; email: TEmailService; config: TConfig; contracts: TContractsService },
  ) => {
    const estimating = createEstimatingService(deps);
    app.decorate('estimating', estimating);
    registerEstimatingRoutes(app, estimating);
  },
  { name: 'estimating' },
);

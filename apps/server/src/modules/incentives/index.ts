import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TIncentivesDeps } from './deps';
import { registerIncentivesRoutes } from './routes';
import { createIncentivesService, type TIncentivesService } from './service';

export type { TIncentivesService };

declare module 'fastify' {
  interface FastifyInstance {
    incentives: TIncentivesService;
  }
}

/** Bonus pools, payouts with worksheets, certificates and incentive progress (issue 36). */
export const incentivesModule = fp(
  async (app: FastifyInstance, deps: TIncentivesDeps) => {
    const incentives = createIncentivesService(deps);
    app.decorate('incentives', incentives);
    registerIncentivesRoutes(app, incentives);
  },
  { name: 'incentives' },
);

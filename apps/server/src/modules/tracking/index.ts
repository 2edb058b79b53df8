import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TTrackingDeps } from './deps';
import { registerTrackingRoutes } from './routes';
import { createTrackingService, type TTrackingService } from './service';

export type { TTrackingService };

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TTrackingService;
  }
}

/** The Tracking tab: cost against contract, cost management, purchases and inventory. */
export const trackingModule = fp(
  async (app: FastifyInstance, deps: TTrackingDeps) => {
    const tracking = createTrackingService(deps);
    app.decorate('tracking', tracking);
    registerTrackingRoutes(app, tracking);
  },
  { name: 'tracking' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import { registerTrackingRoutes } from './routes';
import { createTrackingService, type TTrackingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TTrackingService;
  }
}

/** The Tracking tab: cost against contract, cost management, purchases and inventory. */
export const trackingModule = fp(
  async (app: FastifyInstance, deps: { db: TDb; accounting: AccountingGateway }) => {
    const tracking = createTrackingService(deps);
    app.decorate('tracking', tracking);
    registerTrackingRoutes(app, tracking);
  },
  { name: 'tracking' },
);

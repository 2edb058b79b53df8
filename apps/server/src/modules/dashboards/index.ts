import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDashboardsDeps } from './deps';
import { registerDashboardsRoutes } from './routes';
import { createDashboardsService, type TDashboardsService } from './service';

export type { TDashboardsService };
export type { TRecalculationJob } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    dashboards: TDashboardsService;
  }
}

/** The division and group dashboards (spec 2 §2.4): stored summaries and their recalculation. */
export const dashboardsModule = fp(
  async (app: FastifyInstance, deps: TDashboardsDeps) => {
    const dashboards = createDashboardsService({ ...deps, log: deps.log ?? app.log });
    app.decorate('dashboards', dashboards);
    registerDashboardsRoutes(app, dashboards);
  },
  { name: 'dashboards' },
);

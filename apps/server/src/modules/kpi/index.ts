import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TKpiDeps } from './deps';
import { registerKpiRoutes } from './routes';
import { createKpiService, type TKpiService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    kpi: TKpiService;
  }
}

export type { TKpiService } from './service';

/** The KPI dashboard: scores, NPS, the data tables and the KPI settings (issue 33). */
export const kpiModule = fp(
  async (app: FastifyInstance, deps: TKpiDeps) => {
    const kpi = createKpiService(deps);
    app.decorate('kpi', kpi);
    registerKpiRoutes(app, kpi);
  },
  { name: 'kpi' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TInspectionsDeps } from './deps';
import { registerInspectionsRoutes } from './routes';
import { createInspectionsService, type TInspectionsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Inspections, also read by the KPI dashboard (issue 33). */
    inspections: TInspectionsService;
  }
}

export type { TInspectionsService } from './service';

/** Fleet, uniform and presentation, warehouse and safety inspections (spec 2 §2.6, §2.16). */
export const inspectionsModule = fp(
  async (app: FastifyInstance, deps: TInspectionsDeps) => {
    const inspections = createInspectionsService(deps);
    app.decorate('inspections', inspections);
    registerInspectionsRoutes(app, inspections);
  },
  { name: 'inspections' },
);

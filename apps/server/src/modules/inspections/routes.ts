import type { FastifyInstance } from 'fastify';
import { inspectionsContract as c } from '@n5/shared/inspections/contract';
import { registerRoute } from '../../lib/route';
import type { TInspectionsService } from './service';

/** The inspections' calls (spec 2 §7 "KPI and inspections"); HTTP only. */
export function registerInspectionsRoutes(app: FastifyInstance, inspections: TInspectionsService) {
  registerRoute(app, c.vans, () => inspections.vans());
  registerRoute(app, c.criteria, ({ query }) => inspections.criteria(query.type));
  registerRoute(app, c.projectOptions, () => inspections.projectOptions());
  registerRoute(app, c.vanEvents, () => inspections.events('Fleet'));
  registerRoute(app, c.uniformEvents, () => inspections.events('Uniform'));
  registerRoute(app, c.warehouseEvents, () => inspections.events('Warehouse'));
  registerRoute(app, c.safetyEvents, () => inspections.events('Safety'));
  registerRoute(app, c.vanResults, ({ query }) => inspections.results('Fleet', query.KPIEventID));
  registerRoute(app, c.uniformResults, ({ query }) =>
    inspections.results('Uniform', query.KPIEventID),
  );
  registerRoute(app, c.warehouseResults, ({ query }) =>
    inspections.results('Warehouse', query.KPIEventID),
  );
  registerRoute(app, c.safetyResults, ({ query }) =>
    inspections.results('Safety', query.KPIEventID),
  );
  registerRoute(app, c.saveVanResult, ({ body, request }) =>
    inspections.saveResult('Fleet', body, request.user!),
  );
  registerRoute(app, c.saveUniformResult, ({ body, request }) =>
    inspections.saveResult('Uniform', body, request.user!),
  );
  registerRoute(app, c.saveWarehouseResult, ({ body, request }) =>
    inspections.saveResult('Warehouse', body, request.user!),
  );
  registerRoute(app, c.saveSafetyResult, ({ body, request }) =>
    inspections.saveResult('Safety', body, request.user!),
  );
  registerRoute(app, c.deleteEvent, ({ body, request }) =>
    inspections.remove(body.KPIEventID, request.user!),
  );
}

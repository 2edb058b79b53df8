import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TCostLoggingDeps } from './deps';
import { registerCostLoggingRoutes } from './routes';
import { createCostLoggingService, type TCostLoggingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    costLogging: TCostLoggingService;
  }
}

/**
 * Cost logging in the field (spec 3 §2.9 /m/projects/{id}/{category}): labor time, material,
 * inventory, equipment and other costs against a condition, into the local books the Tracking
 * tab reads.
 */
export const costLoggingModule = fp(
  async (app: FastifyInstance, deps: TCostLoggingDeps) => {
    const service = createCostLoggingService(deps);
    app.decorate('costLogging', service);
    registerCostLoggingRoutes(app, service);
  },
  { name: 'cost-logging' },
);
export type { TCostLoggingService };

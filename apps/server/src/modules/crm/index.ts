import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TCrmDeps } from './deps';
import { registerCrmRoutes } from './routes';
import { createCrmService, type TCrmService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    crm: TCrmService;
  }
}

/** The CRM directory and contact editor. */
export const crmModule = fp(
  async (app: FastifyInstance, deps: TCrmDeps) => {
    const crm = createCrmService(deps);
    app.decorate('crm', crm);
    registerCrmRoutes(app, crm);
  },
  { name: 'crm' },
);

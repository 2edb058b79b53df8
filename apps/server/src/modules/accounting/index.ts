import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TAccountingDeps } from './deps';
import { registerAccountingRoutes } from './routes';
import { createAccountingService, type TAccountingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    accountingConnection: TAccountingService;
  }
}

export type { TAccountingService };

/** The Acumatica connection of ACUMATICA_AUTH=oauth-code (issue 38 item 5), admins only. */
export const accountingModule = fp(
  async (app: FastifyInstance, deps: TAccountingDeps) => {
    const service = createAccountingService(deps);
    app.decorate('accountingConnection', service);
    registerAccountingRoutes(app, service);
  },
  { name: 'accounting' },
);

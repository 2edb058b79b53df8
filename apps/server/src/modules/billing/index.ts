import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { TEmailService } from '../email/service';
import { registerBillingRoutes } from './routes';
import { createBillingService, type TBillingService } from './service';

export type { TBillingService };

declare module 'fastify' {
  interface FastifyInstance {
    billing: TBillingService;
  }
}

/** Pay apps: the Invoice tab, sending to the client and to accounting. */
export const billingModule = fp(
  async (
    app: FastifyInstance,
    deps: {
      db: TDb;
      config?: TConfig;
      email?: TEmailService;
      accounting?: AccountingGateway;
      jobs?: TJobs | null;
      payapp?: { storeCertifiedPdf(payAppId: number): Promise<void> };
    },
  ) => {
    const billing = createBillingService(deps);
    app.decorate('billing', billing);
    registerBillingRoutes(app, billing);
  },
  { name: 'billing' },
);

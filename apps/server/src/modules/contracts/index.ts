import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { TEmailService } from '../email/service';
import type { TBillingService } from '../billing/service';
import type { TFilesService } from '../files/service';
import { createAlternateApprovalService } from './alternate-approval';
import { registerAlternateApprovalRoutes } from './alternate-approval-routes';
import { registerContractsRoutes } from './routes';
import { createContractsService, type TContractsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    contracts: TContractsService;
  }
}

/** Client and sub contracts: tables, readiness, sending, uploads, stages, accounting pushes. */
export const contractsModule = fp(
  async (
    app: FastifyInstance,
    deps: {
      db: TDb;
      config?: TConfig;
      email?: TEmailService;
      files?: TFilesService;
      accounting?: AccountingGateway;
      jobs?: TJobs | null;
      billing?: TBillingService;
    },
  ) => {
    const contracts = createContractsService(deps);
    app.decorate('contracts', contracts);
    registerContractsRoutes(app, contracts, deps.config?.FILE_MAX_MB ?? 10);
    // The client's alternate selection (issue 15 item 5): public, by link.
    registerAlternateApprovalRoutes(app, createAlternateApprovalService(deps));
  },
  { name: 'contracts' },
);

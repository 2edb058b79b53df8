import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TContractsDeps } from './deps';
import { registerContractsRoutes } from './routes';
import { createContractsService, type TContractsService } from './service';

export type { TContractsService };
export type { TAccountingJob, TContractParty } from './deps';
/** The project's contract amount as SQL, for the lists that read it (issue 40 item 2). */
export { contractAmountSql } from './contract-amount-sql';

declare module 'fastify' {
  interface FastifyInstance {
    contracts: TContractsService;
  }
}

/** Client and sub contracts: tables, readiness, sending, uploads, stages, accounting pushes. */
export const contractsModule = fp(
  async (app: FastifyInstance, deps: TContractsDeps) => {
    const contracts = createContractsService(deps);
    app.decorate('contracts', contracts);
    registerContractsRoutes(app, contracts, deps.config?.FILE_MAX_MB ?? 10);
  },
  { name: 'contracts' },
);

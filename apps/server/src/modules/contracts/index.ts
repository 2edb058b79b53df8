import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import { registerContractsRoutes } from './routes';
import { createContractsService, type TContractsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    contracts: TContractsService;
  }
}

/** Client and sub contracts (minimal until issue 14). */
export const contractsModule = fp(
  async (app: FastifyInstance, deps: { db: TDb }) => {
    const contracts = createContractsService(deps);
    app.decorate('contracts', contracts);
    registerContractsRoutes(app, contracts);
  },
  { name: 'contracts' },
);

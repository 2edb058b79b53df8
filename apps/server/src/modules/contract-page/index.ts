import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { TContractsService } from '../contracts/service';
import type { TEmailService } from '../email/service';
import type { TFilesService } from '../files/service';
import { registerContractPageRoutes } from './routes';
import { createContractPageService, type TContractPageService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    contractPage: TContractPageService;
  }
}

/** The public contract pages and e-signature (issue 15). */
export const contractPageModule = fp(
  async (
    app: FastifyInstance,
    deps: {
      db: TDb;
      contracts: TContractsService;
      files: TFilesService;
      email: TEmailService;
      jobs?: TJobs | null;
    },
  ) => {
    const page = createContractPageService({ ...deps, jobs: deps.jobs ?? null });
    app.decorate('contractPage', page);
    registerContractPageRoutes(app, page);
  },
  { name: 'contract-page', dependencies: ['contracts'] },
);

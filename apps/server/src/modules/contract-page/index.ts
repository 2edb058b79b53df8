import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TContractPageDeps } from './deps';
import type { TPdfJob } from './pdf-jobs';
import { registerContractPageRoutes } from './routes';
import { createContractPageService, type TContractPageService } from './service';

export type { TContractPageService, TPdfJob };

declare module 'fastify' {
  interface FastifyInstance {
    contractPage: TContractPageService;
  }
}

/** The public contract pages and e-signature (issue 15). */
export const contractPageModule = fp(
  async (
    app: FastifyInstance,
    deps: Omit<TContractPageDeps, 'jobs' | 'now'> & { jobs?: TContractPageDeps['jobs'] },
  ) => {
    const page = createContractPageService({ ...deps, jobs: deps.jobs ?? null });
    app.decorate('contractPage', page);
    registerContractPageRoutes(app, page);
  },
  { name: 'contract-page', dependencies: ['contracts'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TEstimatingService } from '../estimating';
import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { TProjectAccountingSync } from '../../lib/accounting/project-sync';
import type { TBrowserService } from '../browser';
import type { TForecastService } from '../forecast';
import type { TStageService } from '../stage';
import { createForecastFlagsService } from './forecast-flags';
import { registerProjectRoutes } from './routes';
import { createProjectService, type TProjectService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    project: TProjectService;
  }
}

/** The project page (Project Info tab, forecast grid, flags panel). */
export const projectModule = fp(
  async (
    app: FastifyInstance,
    deps: {
      db: TDb;
      accounting: AccountingGateway;
      forecast: TForecastService;
      browser: TBrowserService;
      stage: TStageService;
      projectAccounting?: Pick<TProjectAccountingSync, 'queue'>;
      /** Recomputes the conditions' tax when the project's Kansas tax changes (issue 13). */
      estimating?: Pick<TEstimatingService, 'retax'>;
    },
  ) => {
    const project = createProjectService(deps);
    app.decorate('project', project);
    registerProjectRoutes(app, project, createForecastFlagsService(deps));
  },
  { name: 'project' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { TProjectAccountingSync } from '../../lib/accounting/project-sync';
import type { TForecastService } from '../forecast';
import type { TStageService } from '../stage';
import { registerBrowserRoutes } from './routes';
import { createBrowserService, type TBrowserService } from './service';

export type { TBrowserService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    browser: TBrowserService;
  }
}

/** The project browser and archive: lists with flags, stage changes, new projects, reports. */
export const browserModule = fp(
  async (
    app: FastifyInstance,
    deps: {
      db: TDb;
      accounting: AccountingGateway;
      forecast: TForecastService;
      stage: TStageService;
      projectAccounting?: Pick<TProjectAccountingSync, 'queue'>;
    },
  ) => {
    const browser = createBrowserService(deps);
    app.decorate('browser', browser);
    registerBrowserRoutes(app, browser);
  },
  { name: 'browser' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { TBrowserService } from '../browser/service';
import type { TTrackingService } from '../tracking/index';
import { registerMobileRoutes } from './routes';
import { createMobileService, type TMobileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    mobile: TMobileService;
  }
}

/** The field area /m (spec 3 §2.9): dispatch, projects, job start-up, weekly hours. */
export const mobileModule = fp(
  async (
    app: FastifyInstance,
    deps: {
      db: TDb;
      accounting: AccountingGateway;
      browser: TBrowserService;
      tracking: TTrackingService;
      config: TConfig;
    },
  ) => {
    const mobile = createMobileService(deps);
    app.decorate('mobile', mobile);
    registerMobileRoutes(app, mobile);
  },
  { name: 'mobile' },
);

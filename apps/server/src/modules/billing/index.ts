import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TBillingDeps } from './deps';
import { registerBillingRoutes } from './routes';
import { createBillingService, type TBillingService } from './service';

export type { TBillingService };
export type { TPayAppAccountingJob } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    billing: TBillingService;
  }
}

/** Pay apps: the Invoice tab, sending to the client and to accounting. */
export const billingModule = fp(
  async (app: FastifyInstance, deps: TBillingDeps) => {
    const billing = createBillingService(deps);
    app.decorate('billing', billing);
    registerBillingRoutes(app, billing);
  },
  { name: 'billing' },
);

/** The pay app sheet, for the pay app page's module (its figures, certification and hash). */
export {
  certifyPayApp,
  changeOrdersOf,
  FIGURES_CHANGED,
  figuresHash,
  figuresOf,
  projectBilling,
  type TPayAppFigures,
} from './pay-app-sheet';
export { documentHeaderOf } from './sheet-queries';

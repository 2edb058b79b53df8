import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TMobileDeps } from './deps';
import { registerMobileRoutes } from './routes';
import { createMobileService, type TMobileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    mobile: TMobileService;
  }
}

/** The field area /m (spec 3 §2.9): dispatch, projects, job start-up, weekly hours. */
export const mobileModule = fp(
  async (app: FastifyInstance, deps: TMobileDeps) => {
    const mobile = createMobileService(deps);
    app.decorate('mobile', mobile);
    registerMobileRoutes(app, mobile);
  },
  { name: 'mobile' },
);

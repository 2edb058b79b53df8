import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TEmailDeps } from './deps';
import { registerEmailRoutes } from './routes';
import { createEmailService, type TEmailService } from './service';

export type { TEmailService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way to send email (outbox first, then the delivery job). */
    email: TEmailService;
  }
}

/** Email: the generic send calls, groups, and the admins' outbox. */
export const emailModule = fp(
  async (app: FastifyInstance, deps: TEmailDeps) => {
    const email = createEmailService(deps);
    app.decorate('email', email);
    registerEmailRoutes(app, email);
  },
  { name: 'email' },
);

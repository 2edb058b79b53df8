import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TAuditDeps } from './deps';
import { registerAuditRoutes } from './routes';
import { createAuditService, type TAuditService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    audit: TAuditService;
  }
}

/** The audit log's history view. */
export const auditModule = fp(
  async (app: FastifyInstance, deps: TAuditDeps) => {
    const audit = createAuditService(deps);
    app.decorate('audit', audit);
    registerAuditRoutes(app, audit);
  },
  { name: 'audit' },
);

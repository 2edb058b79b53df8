import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TSecurityRolesDeps } from './deps';
import { registerSecurityRolesRoutes } from './routes';
import { createSecurityRolesService, type TSecurityRolesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    securityRoles: TSecurityRolesService;
  }
}

export type { TSecurityRolesService };

/** Security roles: who holds which role, and which permission numbers a role carries. */
export const securityRolesModule = fp(
  async (app: FastifyInstance, deps: TSecurityRolesDeps) => {
    const securityRoles = createSecurityRolesService(deps);
    app.decorate('securityRoles', securityRoles);
    registerSecurityRolesRoutes(app, securityRoles);
  },
  { name: 'security-roles' },
);

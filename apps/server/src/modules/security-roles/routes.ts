import type { FastifyInstance } from 'fastify';
import { securityRolesContract as c } from '@n5/shared/security-roles/contract';
import { registerRoute } from '../../lib/route';
import type { TSecurityRolesService } from './service';

export function registerSecurityRolesRoutes(app: FastifyInstance, s: TSecurityRolesService) {
  registerRoute(app, c.roleMembers, ({ query }) => s.listRoleMembers({ roleId: query.roleID }));
  registerRoute(app, c.addMember, ({ body, request }) =>
    s.addRoleMember({ roleId: body.roleID, userId: body.userID }, request.user!),
  );
  registerRoute(app, c.removeMember, ({ body, request }) =>
    s.removeRoleMember({ roleId: body.roleID, userId: body.userID }, request.user!),
  );
  registerRoute(app, c.permissions, () => s.listRolePermissions());
  registerRoute(app, c.setPermissions, ({ body, request }) =>
    s.setRolePermissions({ roleId: body.roleID, permissions: body.permissions }, request.user!),
  );
}

import type { TUser } from '@n5/shared/session/schemas';
import type { TSecurityRolesDeps } from './deps';
import { addRoleMember } from './use-cases/add-role-member';
import { listRoleMembers } from './use-cases/list-role-members';
import { listRolePermissions } from './use-cases/list-role-permissions';
import { removeRoleMember } from './use-cases/remove-role-member';
import { setRolePermissions } from './use-cases/set-role-permissions';

/** Security roles: membership and permission numbers (spec 2 §2.13). */
export function createSecurityRolesService(deps: TSecurityRolesDeps) {
  return {
    listRoleMembers: (input: { roleId: number }) => listRoleMembers(deps, input),
    addRoleMember: (input: { roleId: number; userId: number }, user: TUser) =>
      addRoleMember(deps, input, user),
    removeRoleMember: (input: { roleId: number; userId: number }, user: TUser) =>
      removeRoleMember(deps, input, user),
    listRolePermissions: () => listRolePermissions(deps),
    setRolePermissions: (input: { roleId: number; permissions: number[] }, user: TUser) =>
      setRolePermissions(deps, input, user),
  };
}
export type TSecurityRolesService = ReturnType<typeof createSecurityRolesService>;

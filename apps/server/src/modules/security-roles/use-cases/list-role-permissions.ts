import type { TPermission, TRolePermissions } from '@n5/shared/security-roles/schemas';
import type { TSecurityRolesDeps } from '../deps';
import { listPermissions, listRoleIds, listRolePermissionPairs } from '../queries';

/** The permission numbers, and which each role holds (GET /api/user/role-permissions). */
export async function listRolePermissions(
  deps: TSecurityRolesDeps,
): Promise<{ permissions: TPermission[]; roles: TRolePermissions[] }> {
  const [permissions, roleIds, pairs] = await Promise.all([
    listPermissions(deps.db),
    listRoleIds(deps.db),
    listRolePermissionPairs(deps.db),
  ]);
  const byRole = new Map<number, number[]>(roleIds.map((r) => [r.roleId, []]));
  for (const pair of pairs) byRole.get(pair.roleId)?.push(pair.permissionId);
  return {
    permissions,
    roles: [...byRole].map(([RoleID, Permissions]) => ({ RoleID, Permissions })),
  };
}

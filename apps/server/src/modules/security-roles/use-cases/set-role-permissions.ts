import type { TUser } from '@n5/shared/session/schemas';
import type { TRolePermissions } from '@n5/shared/security-roles/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/errors';
import type { TSecurityRolesDeps } from '../deps';
import {
  countKnownPermissions,
  listRolePermissionPairs,
  lockRole,
  replaceRolePermissions,
} from '../queries';

/**
 * Replaces the permission numbers a role holds (Superuser only, by the route's access). Its
 * members' next request here carries the new numbers; other instances hear the change
 * (migration 0030's NOTIFY) within a second.
 */
export async function setRolePermissions(
  deps: TSecurityRolesDeps,
  input: { roleId: number; permissions: number[] },
  user: TUser,
): Promise<TRolePermissions> {
  const wanted = [...new Set(input.permissions)].sort((a, b) => a - b);
  const reply = await deps.db.transaction(async (tx) => {
    const role = await lockRole(tx, input.roleId);
    if (!role) throw notFound(`There is no role ${input.roleId}.`);
    if ((await countKnownPermissions(tx, wanted)) !== wanted.length)
      throw badRequest('permissions: every number must be a known permission number.');
    const before = (await listRolePermissionPairs(tx, role.roleId)).map((p) => p.permissionId);
    await replaceRolePermissions(tx, role.roleId, wanted);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'security_role',
      entityId: role.roleId,
      action: 'update',
      before: { permissions: before.join(', ') },
      after: { permissions: wanted.join(', ') },
    });
    return { RoleID: role.roleId, Permissions: wanted };
  });
  deps.forgetIdentities({ kind: 'all' });
  return reply;
}

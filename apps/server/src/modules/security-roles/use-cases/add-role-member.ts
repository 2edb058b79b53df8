import type { TUser } from '@n5/shared/session/schemas';
import { canEditMembership, SECURITY_ROLES_TEXT } from '@n5/shared/security-roles/rules';
import type { TRoleMember } from '@n5/shared/security-roles/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import type { TSecurityRolesDeps } from '../deps';
import { findUser, insertMember, isMember, listRoleMembers, lockRole } from '../queries';

/**
 * Adds an active user to a role (POST /api/user/add-user-role). Adding a member twice changes
 * nothing. The member's next request reads the new role: identities are never cached.
 */
export async function addRoleMember(
  deps: TSecurityRolesDeps,
  input: { roleId: number; userId: number },
  user: TUser,
): Promise<{ roleMembers: TRoleMember[] }> {
  return deps.db.transaction(async (tx) => {
    const role = await lockRole(tx, input.roleId);
    if (!role) throw notFound(`There is no role ${input.roleId}.`);
    if (!canEditMembership(user, role.roleId))
      throw forbidden(SECURITY_ROLES_TEXT.superuserViewOnly);
    const member = await findUser(tx, input.userId);
    if (!member) throw notFound(`There is no user ${input.userId}.`);
    if (!member.activeInd) throw badRequest(`${member.displayName} is not an active user.`);
    if (!(await isMember(tx, role.roleId, member.userId))) {
      await insertMember(tx, role.roleId, member.userId);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'security_role',
        entityId: role.roleId,
        action: 'insert',
        after: { member: `${member.displayName} (#${member.userId})` },
      });
    }
    return { roleMembers: await listRoleMembers(tx, role.roleId) };
  });
}

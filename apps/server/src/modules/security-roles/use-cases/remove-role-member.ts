import type { TUser } from '@n5/shared/session/schemas';
import { removalRefusal, SECURITY_ROLES_TEXT } from '@n5/shared/security-roles/rules';
import type { TRoleMember } from '@n5/shared/security-roles/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, forbidden } from '../../../lib/errors';
import type { TSecurityRolesDeps } from '../deps';
import { countRoleMembers, deleteMember, isMember, listRoleMembers } from '../queries';
import { membershipChange } from './membership-change';

/**
 * Removes a user from a role (POST /api/user/delete-user-role). Refused: the Superuser
 * membership for admins (403), the last Superuser (409), one's own admin role (403). The role row
 * is locked, so two admins removing the last two Superusers at once cannot both succeed.
 */
export async function removeRoleMember(
  deps: TSecurityRolesDeps,
  input: { roleId: number; userId: number },
  user: TUser,
): Promise<{ roleMembers: TRoleMember[] }> {
  const reply = await deps.db.transaction(async (tx) => {
    const { role, member, label } = await membershipChange(tx, input, user);
    if (await isMember(tx, role.roleId, member.userId)) {
      const refusal = removalRefusal({
        roleId: role.roleId,
        memberId: member.userId,
        actorId: user.UserID,
        members: await countRoleMembers(tx, role.roleId),
      });
      if (refusal === 'lastSuperuser') throw conflict(SECURITY_ROLES_TEXT.lastSuperuser);
      if (refusal === 'ownAdminRole') throw forbidden(SECURITY_ROLES_TEXT.ownAdminRole);
      await deleteMember(tx, role.roleId, member.userId);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'security_role',
        entityId: role.roleId,
        action: 'delete',
        before: { member: label },
      });
    }
    return { roleMembers: await listRoleMembers(tx, role.roleId) };
  });
  deps.forgetIdentities({ kind: 'user', userId: input.userId });
  return reply;
}

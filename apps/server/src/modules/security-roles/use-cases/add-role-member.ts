import type { TUser } from '@n5/shared/session/schemas';
import type { TRoleMember } from '@n5/shared/security-roles/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import type { TSecurityRolesDeps } from '../deps';
import { insertMember, isMember, listRoleMembers } from '../queries';
import { membershipChange } from './membership-change';

/**
 * Adds an active user to a role (POST /api/user/add-user-role). Adding a member twice changes
 * nothing. The member's next request here reads the new role; other instances hear the change
 * (migration 0030's NOTIFY) within a second.
 */
export async function addRoleMember(
  deps: TSecurityRolesDeps,
  input: { roleId: number; userId: number },
  user: TUser,
): Promise<{ roleMembers: TRoleMember[] }> {
  const reply = await deps.db.transaction(async (tx) => {
    const { role, member, label } = await membershipChange(tx, input, user);
    if (!member.activeInd) throw badRequest(`${member.displayName} is not an active user.`);
    if (!(await isMember(tx, role.roleId, member.userId))) {
      await insertMember(tx, role.roleId, member.userId);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'security_role',
        entityId: role.roleId,
        action: 'insert',
        after: { member: label },
      });
    }
    return { roleMembers: await listRoleMembers(tx, role.roleId) };
  });
  deps.forgetIdentities({ kind: 'user', userId: input.userId });
  return reply;
}

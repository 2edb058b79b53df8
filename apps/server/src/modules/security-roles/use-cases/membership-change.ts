import type { TUser } from '@n5/shared/session/schemas';
import { canEditMembership, SECURITY_ROLES_TEXT } from '@n5/shared/security-roles/rules';
import type { TDbOrTx } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import { findUser, lockRole } from '../queries';

/**
 * What adding and removing a member both check first, in their transaction: the role (locked,
 * 404), the actor's right to change it (403 on the Superuser role for admins) and the user (404).
 */
export async function membershipChange(
  tx: TDbOrTx,
  input: { roleId: number; userId: number },
  user: TUser,
) {
  const role = await lockRole(tx, input.roleId);
  if (!role) throw notFound(`There is no role ${input.roleId}.`);
  if (!canEditMembership(user, role.roleId)) throw forbidden(SECURITY_ROLES_TEXT.superuserViewOnly);
  const member = await findUser(tx, input.userId);
  if (!member) throw notFound(`There is no user ${input.userId}.`);
  return { role, member, label: `${member.displayName} (#${member.userId})` };
}

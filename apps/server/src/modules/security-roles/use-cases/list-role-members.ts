import type { TRoleMember } from '@n5/shared/security-roles/schemas';
import { notFound } from '../../../lib/errors';
import type { TSecurityRolesDeps } from '../deps';
import { findRole, listRoleMembers as selectMembers } from '../queries';

/** A role's members (GET /api/user/role-by-id). */
export async function listRoleMembers(
  deps: TSecurityRolesDeps,
  input: { roleId: number },
): Promise<{ roleMembers: TRoleMember[] }> {
  if (!(await findRole(deps.db, input.roleId))) throw notFound(`There is no role ${input.roleId}.`);
  return { roleMembers: await selectMembers(deps.db, input.roleId) };
}

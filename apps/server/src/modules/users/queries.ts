import { asc } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { roles } from '../../db/schema/index';

export async function listRoles(db: TDbOrTx) {
  return db
    .select({ RoleID: roles.roleId, Role: roles.role, Description: roles.description })
    .from(roles)
    .orderBy(asc(roles.roleId));
}

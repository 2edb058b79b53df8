import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { roles, users } from '../../db/schema/index';

export async function listRoles(db: TDbOrTx) {
  return db
    .select({ RoleID: roles.roleId, Role: roles.role, Description: roles.description })
    .from(roles)
    .orderBy(asc(roles.roleId));
}

/** Active users, by last then first name. */
export async function listUsers(db: TDbOrTx) {
  return db
    .select({
      UserID: users.userId,
      DisplayName: users.displayName,
      EmailAddress: users.emailAddress,
      FirstName: users.firstName,
      LastName: users.lastName,
      ADID: users.adid,
    })
    .from(users)
    .where(eq(users.activeInd, true))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

import { asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/index';

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

/** Active users with the ids of the roles they hold (one statement). */
export async function listUsersWithRoles(db: TDbOrTx) {
  return db
    .select({
      UserID: users.userId,
      DisplayName: users.displayName,
      RoleIDs: sql<
        number[]
      >`coalesce(array_agg(${userRoles.roleId}) filter (where ${userRoles.roleId} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.userId))
    .where(eq(users.activeInd, true))
    .groupBy(users.userId)
    .orderBy(asc(users.displayName));
}

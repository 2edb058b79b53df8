import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../db/client';
import {
  oidcLogins,
  rolePermissions,
  roles,
  sessions,
  userRoles,
  users,
} from '../../db/schema/index';

const userColumns = {
  UserID: users.userId,
  DisplayName: users.displayName,
  ADID: users.adid,
  EmailAddress: users.emailAddress,
  FirstName: users.firstName,
  LastName: users.lastName,
  Initials: users.initials,
};

/** Users with their roles and permission numbers, in two statements whatever the count. */
async function withRolesAndPermissions(
  db: TDbOrTx,
  rows: Array<Omit<TUser, 'Roles' | 'Permissions'>>,
): Promise<TUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.UserID);
  const roleRows = await db
    .select({ userId: userRoles.userId, RoleID: roles.roleId, Role: roles.role })
    .from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(asc(roles.roleId));
  const permissionRows = await db
    .selectDistinct({ userId: userRoles.userId, permissionId: rolePermissions.permissionId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(inArray(userRoles.userId, ids));
  return rows.map((row) => ({
    ...row,
    Roles: roleRows
      .filter((r) => r.userId === row.UserID)
      .map(({ RoleID, Role }) => ({ RoleID, Role })),
    Permissions: permissionRows
      .filter((p) => p.userId === row.UserID)
      .map((p) => p.permissionId)
      .sort((a, b) => a - b),
  }));
}

export async function findUserBySessionId(db: TDbOrTx, sessionId: string): Promise<TUser | null> {
  const rows = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.activeInd, true),
      ),
    )
    .limit(1);
  const [user] = await withRolesAndPermissions(db, rows);
  return user ?? null;
}

export async function findActiveUserByEmail(db: TDbOrTx, email: string) {
  const [row] = await db
    .select({ userId: users.userId, adid: users.adid })
    .from(users)
    .where(
      and(
        sql`lower(${users.emailAddress}) = ${email.trim().toLowerCase()}`,
        eq(users.activeInd, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findActiveUserByAdid(db: TDbOrTx, adid: string) {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.adid, adid), eq(users.activeInd, true)))
    .limit(1);
  return row ?? null;
}

export async function setUserAdid(db: TDbOrTx, userId: number, adid: string) {
  await db.update(users).set({ adid }).where(eq(users.userId, userId));
}

export async function insertSession(
  db: TDbOrTx,
  row: {
    id: string;
    userId: number;
    expiresAt: Date;
    userAgent: string | null;
    ipAddress: string | null;
  },
) {
  await db.insert(sessions).values(row);
}

export async function deleteSession(db: TDbOrTx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: TDbOrTx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** Demo users for the dev sign-in list: the fixed demo accounts first, then everyone else. */
export async function listDemoUsers(db: TDbOrTx) {
  const rows = await db
    .select({
      userId: users.userId,
      EmailAddress: users.emailAddress,
      DisplayName: users.displayName,
      RoleNames: sql<
        string[]
      >`coalesce(array_agg(${roles.role} order by ${roles.roleId}) filter (where ${roles.role} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.userId))
    .leftJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(eq(users.activeInd, true))
    .groupBy(users.userId)
    .orderBy(asc(users.userId));
  return rows.map(({ userId: _userId, ...rest }) => rest);
}

/** A sign-in started with the provider; stale ones (over an hour) are cleared on the way. */
export async function insertOidcLogin(
  db: TDbOrTx,
  login: { state: string; codeVerifier: string; nonce: string; returnTo: string },
) {
  await db.delete(oidcLogins).where(lt(oidcLogins.createdAt, sql`now() - interval '1 hour'`));
  await db.insert(oidcLogins).values(login);
}

/** Removes and returns the pending sign-in of `state`, if it is under an hour old. */
export async function takeOidcLogin(db: TDbOrTx, state: string) {
  const [pending] = await db
    .delete(oidcLogins)
    .where(
      and(eq(oidcLogins.state, state), sql`${oidcLogins.createdAt} > now() - interval '1 hour'`),
    )
    .returning();
  return pending ?? null;
}

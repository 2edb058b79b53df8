import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TUser } from '@n5/shared/session/schemas';
import { rowsOf, type TDbOrTx } from '../../db/client';
import {
  oidcLogins,
  rolePermissions,
  roles,
  sessions,
  userRoles,
  users,
} from '../../db/schema/index';
import type { TIdentity } from './identity-cache';

interface TIdentityRow extends Omit<TUser, 'Permissions'> {
  Permissions: number[] | null;
  /** Milliseconds since the epoch (a number on both drivers, whatever their date parsing). */
  ExpiresAt: number;
}

/**
 * The user of a live session with their roles and permission numbers and when the session ends,
 * in ONE statement. The access guard asks it on a request whose session this instance does not
 * keep (identity-cache.ts); a change is heard by every instance through migration 0030's NOTIFY.
 */
export async function findIdentityBySessionId(
  db: TDbOrTx,
  sessionId: string,
): Promise<TIdentity | null> {
  const result = await db.execute(sql`
select
  u.user_id as "UserID", u.display_name as "DisplayName", u.adid as "ADID",
  u.email_address as "EmailAddress", u.first_name as "FirstName", u.last_name as "LastName",
  u.initials as "Initials",
  coalesce((
    select json_agg(json_build_object('RoleID', r.role_id, 'Role', r.role) order by r.role_id)
    from ${userRoles} ur join ${roles} r on r.role_id = ur.role_id
    where ur.user_id = u.user_id
  ), '[]'::json) as "Roles",
  (
    select json_agg(distinct rp.permission_id order by rp.permission_id)
    from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
    where ur.user_id = u.user_id
  ) as "Permissions",
  (extract(epoch from s.expires_at) * 1000)::float8 as "ExpiresAt"
from ${sessions} s
join ${users} u on u.user_id = s.user_id
where s.id = ${sessionId} and s.expires_at > now() and u.active_ind
limit 1`);
  const [row] = rowsOf<TIdentityRow>(result);
  if (!row) return null;
  const { ExpiresAt, Permissions, ...user } = row;
  return {
    user: { ...user, Permissions: Permissions ?? [] },
    expiresAt: ExpiresAt,
  };
}

/** The user of a live session (the identity without its session's end). */
export async function findUserBySessionId(db: TDbOrTx, sessionId: string): Promise<TUser | null> {
  return (await findIdentityBySessionId(db, sessionId))?.user ?? null;
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

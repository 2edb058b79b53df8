import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/index';

/** A role by id, locked for the rest of the transaction (membership checks count its members). */
export async function lockRole(db: TDbOrTx, roleId: number) {
  const [row] = await db
    .select({ roleId: roles.roleId, role: roles.role })
    .from(roles)
    .where(eq(roles.roleId, roleId))
    .for('update');
  return row ?? null;
}

export async function findRole(db: TDbOrTx, roleId: number) {
  const [row] = await db
    .select({ roleId: roles.roleId, role: roles.role })
    .from(roles)
    .where(eq(roles.roleId, roleId));
  return row ?? null;
}

export async function findUser(db: TDbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId, displayName: users.displayName, activeInd: users.activeInd })
    .from(users)
    .where(eq(users.userId, userId));
  return row ?? null;
}

/** A role's members, by display name. */
export function listRoleMembers(db: TDbOrTx, roleId: number) {
  return db
    .select({ UserID: users.userId, DisplayName: users.displayName })
    .from(userRoles)
    .innerJoin(users, eq(users.userId, userRoles.userId))
    .where(eq(userRoles.roleId, roleId))
    .orderBy(asc(users.displayName), asc(users.userId));
}

export async function countRoleMembers(db: TDbOrTx, roleId: number) {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.n ?? 0;
}

export async function isMember(db: TDbOrTx, roleId: number, userId: number) {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId)));
  return !!row;
}

export async function insertMember(db: TDbOrTx, roleId: number, userId: number) {
  await db.insert(userRoles).values({ roleId, userId }).onConflictDoNothing();
}

export async function deleteMember(db: TDbOrTx, roleId: number, userId: number) {
  await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId)));
}

export function listPermissions(db: TDbOrTx) {
  return db
    .select({ PermissionID: permissions.permissionId, Name: permissions.name })
    .from(permissions)
    .orderBy(asc(permissions.permissionId));
}

/** Every (role, permission) pair. */
export function listRolePermissionPairs(db: TDbOrTx, roleId?: number) {
  return db
    .select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(roleId === undefined ? undefined : eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.roleId), asc(rolePermissions.permissionId));
}

export function listRoleIds(db: TDbOrTx) {
  return db.select({ roleId: roles.roleId }).from(roles).orderBy(asc(roles.roleId));
}

export async function countKnownPermissions(db: TDbOrTx, ids: number[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(permissions)
    .where(inArray(permissions.permissionId, ids));
  return row?.n ?? 0;
}

export async function replaceRolePermissions(db: TDbOrTx, roleId: number, ids: number[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (ids.length) {
    await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
  }
}

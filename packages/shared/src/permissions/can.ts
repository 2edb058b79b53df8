import { PERMISSION, ROLE_ID, ROLE_NAME, type TPermissionId } from './roles';

/** The part of a signed-in user that the rules read. */
export interface TSubject {
  Roles: ReadonlyArray<{ RoleID: number; Role: string }>;
  Permissions: ReadonlyArray<number>;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function isSuperuser(user: TSubject | null | undefined): boolean {
  return !!user?.Roles.some(
    (r) => r.RoleID === ROLE_ID.SUPERUSER || sameName(r.Role, ROLE_NAME.SUPERUSER),
  );
}

/** Admin: role id 1 or 2, or a role named Admin or Superuser (spec 1 §6, spec 2 §6). */
export function isAdmin(user: TSubject | null | undefined): boolean {
  return !!user?.Roles.some(
    (r) =>
      r.RoleID === ROLE_ID.SUPERUSER ||
      r.RoleID === ROLE_ID.ADMIN ||
      sameName(r.Role, ROLE_NAME.ADMIN) ||
      sameName(r.Role, ROLE_NAME.SUPERUSER),
  );
}

/** Role check by name, case-insensitive; Superuser passes every role check. */
export function hasRole(user: TSubject | null | undefined, role: string): boolean {
  if (!user) return false;
  return isSuperuser(user) || user.Roles.some((r) => sameName(r.Role, role));
}

/** Permission check by number; admins pass every permission check (DOMAIN.md). */
export function can(user: TSubject | null | undefined, permission: TPermissionId): boolean {
  if (!user) return false;
  return isAdmin(user) || user.Permissions.includes(permission);
}

/** The Office route set of spec 3 §2.1: role Office, or an admin. */
export function isOffice(user: TSubject | null | undefined): boolean {
  return isAdmin(user) || hasRole(user, ROLE_NAME.OFFICE);
}

export { PERMISSION };

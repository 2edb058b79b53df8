import { hasRole, isAdmin, isOffice, can, type TSubject } from './can';
import { ROLE_NAME, type TPermissionId } from './roles';

/**
 * What a route (page or API) requires. Every route declares one; the server's guard, the
 * browser's route guard and the menu all evaluate it with `canAccess`.
 */
export type TAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'office' }
  | { kind: 'admin' }
  | { kind: 'role'; role: string }
  | { kind: 'permission'; permission: TPermissionId }
  | { kind: 'anyOf'; of: TAccess[] };

export const ACCESS = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  office: { kind: 'office' },
  admin: { kind: 'admin' },
  /** /accounting-reports: admin or role Accounting (spec 2 §2.1). */
  accounting: {
    kind: 'anyOf',
    of: [{ kind: 'admin' }, { kind: 'role', role: ROLE_NAME.ACCOUNTING }],
  },
  role: (role: string): TAccess => ({ kind: 'role', role }),
  permission: (permission: TPermissionId): TAccess => ({ kind: 'permission', permission }),
} as const satisfies Record<string, TAccess | ((...args: never[]) => TAccess)>;

export function canAccess(user: TSubject | null | undefined, access: TAccess): boolean {
  switch (access.kind) {
    case 'public':
      return true;
    case 'signedIn':
      return !!user;
    case 'office':
      return isOffice(user);
    case 'admin':
      return isAdmin(user);
    case 'role':
      // Only Superuser passes every role check (spec 1 §6); Admin does not.
      return hasRole(user, access.role);
    case 'permission':
      return can(user, access.permission);
    case 'anyOf':
      return access.of.some((a) => canAccess(user, a));
  }
}

/** A readable name of an access rule, for the route table and error messages. */
export function describeAccess(access: TAccess): string {
  switch (access.kind) {
    case 'role':
      return `role ${access.role}`;
    case 'permission':
      return `permission ${access.permission}`;
    case 'anyOf':
      return access.of.map(describeAccess).join(' or ');
    default:
      return access.kind;
  }
}

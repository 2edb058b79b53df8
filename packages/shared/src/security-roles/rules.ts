import { ROLE_ID } from '../permissions/roles';
import { isSuperuser, type TSubject } from '../permissions/can';

/** Spec texts of the security roles screen (spec 2 §5), quoted exactly. */
export const SECURITY_ROLES_TEXT = {
  removePrompt: (name: string) =>
    `Are you sure you want to remove ${name} from this security role?`,
  superuserViewOnly: 'The Superuser membership is view-only.',
  lastSuperuser: 'The last Superuser cannot be removed.',
  ownAdminRole: 'You cannot remove your own admin role.',
  permissionsSuperuserOnly: 'Only a Superuser may change the permission numbers of a role.',
} as const;

/** Role ids that make their members admins (spec 2 §6). */
export const isAdminRoleId = (roleId: number) =>
  roleId === ROLE_ID.SUPERUSER || roleId === ROLE_ID.ADMIN;

/**
 * Who may add or remove members of a role: any admin for every role except Superuser, whose
 * membership is view-only to admins (spec 2 §4); a Superuser may manage it (docs/decisions/admin.md).
 */
export function canEditMembership(user: TSubject | null | undefined, roleId: number): boolean {
  if (roleId === ROLE_ID.SUPERUSER) return isSuperuser(user);
  return true;
}

/** Permission numbers are edited by Superusers only (issue 34). */
export const canEditPermissions = (user: TSubject | null | undefined) => isSuperuser(user);

/**
 * Why removing `memberId` from `roleId` is refused, or null when it may go ahead. `members` is
 * the role's member count before the removal; `actorId` the signed-in user.
 */
export function removalRefusal(input: {
  roleId: number;
  memberId: number;
  actorId: number;
  members: number;
}): 'lastSuperuser' | 'ownAdminRole' | null {
  if (input.roleId === ROLE_ID.SUPERUSER && input.members <= 1) return 'lastSuperuser';
  if (isAdminRoleId(input.roleId) && input.memberId === input.actorId) return 'ownAdminRole';
  return null;
}

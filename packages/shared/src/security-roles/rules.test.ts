import { describe, expect, it } from 'vitest';
import {
  canEditMembership,
  canEditPermissions,
  removalRefusal,
  SECURITY_ROLES_TEXT,
} from './rules';

const superuser = { Roles: [{ RoleID: 1, Role: 'Superuser' }], Permissions: [] };
const admin = { Roles: [{ RoleID: 2, Role: 'Admin' }], Permissions: [] };

describe('security roles rules', () => {
  it('keeps the Superuser membership view-only to admins, editable by Superusers', () => {
    expect(canEditMembership(admin, 1)).toBe(false);
    expect(canEditMembership(superuser, 1)).toBe(true);
    expect(canEditMembership(admin, 2)).toBe(true);
    expect(canEditMembership(admin, 7)).toBe(true);
  });

  it('lets only Superusers edit permission numbers', () => {
    expect(canEditPermissions(superuser)).toBe(true);
    expect(canEditPermissions(admin)).toBe(false);
  });

  it('refuses removing the last Superuser before one’s own admin role', () => {
    expect(removalRefusal({ roleId: 1, memberId: 1, actorId: 1, members: 1 })).toBe(
      'lastSuperuser',
    );
    expect(removalRefusal({ roleId: 1, memberId: 1, actorId: 1, members: 2 })).toBe('ownAdminRole');
    expect(removalRefusal({ roleId: 2, memberId: 2, actorId: 2, members: 5 })).toBe('ownAdminRole');
    expect(removalRefusal({ roleId: 1, memberId: 7, actorId: 1, members: 2 })).toBeNull();
    expect(removalRefusal({ roleId: 7, memberId: 2, actorId: 2, members: 1 })).toBeNull();
  });

  it('words the removal prompt as the spec does', () => {
    expect(SECURITY_ROLES_TEXT.removePrompt('Ann Lee')).toBe(
      'Are you sure you want to remove Ann Lee from this security role?',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { can, hasRole, isAdmin, isOffice, isSuperuser, type TSubject } from './can';
import { PERMISSION } from './roles';

const user = (roles: Array<[number, string]>, permissions: number[] = []): TSubject => ({
  Roles: roles.map(([RoleID, Role]) => ({ RoleID, Role })),
  Permissions: permissions,
});

const superuser = user([[1, 'Superuser']]);
const admin = user([[2, 'Admin']]);
const pm = user(
  [
    [3, 'Office'],
    [5, 'PROJECT STAGE MANAGER'],
  ],
  [5],
);
const accounting = user(
  [
    [3, 'Office'],
    [4, 'Accounting'],
  ],
  [1, 3, 5, 9],
);
const field = user([[9, 'Superintendent']]);

describe('isAdmin', () => {
  it('is role id 1 or 2, or a role named Admin/Superuser in any case', () => {
    expect(isAdmin(superuser)).toBe(true);
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(user([[77, 'admin']]))).toBe(true);
    expect(isAdmin(user([[78, 'SUPERUSER']]))).toBe(true);
    expect(isAdmin(pm)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('hasRole', () => {
  it('compares names case-insensitively', () => {
    expect(hasRole(pm, 'project stage manager')).toBe(true);
    expect(hasRole(accounting, 'ACCOUNTING')).toBe(true);
    expect(hasRole(field, 'Accounting')).toBe(false);
  });

  it('lets Superuser pass every role check, but not Admin', () => {
    expect(hasRole(superuser, 'PROJECT STAGE MANAGER')).toBe(true);
    expect(isSuperuser(admin)).toBe(false);
    expect(hasRole(admin, 'PROJECT STAGE MANAGER')).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasRole(undefined, 'Office')).toBe(false);
  });
});

describe('can (permission numbers)', () => {
  it('passes holders of the permission', () => {
    expect(can(accounting, PERMISSION.BILLING_MANAGER)).toBe(true);
    expect(can(accounting, PERMISSION.COST_MANAGEMENT)).toBe(true);
    expect(can(accounting, PERMISSION.VENDOR_MANAGEMENT)).toBe(false);
    expect(can(pm, PERMISSION.OFFICE_APP)).toBe(true);
    expect(can(field, PERMISSION.OFFICE_APP)).toBe(false);
  });

  it('passes admins for every permission', () => {
    for (const permission of Object.values(PERMISSION)) {
      expect(can(admin, permission)).toBe(true);
      expect(can(superuser, permission)).toBe(true);
    }
  });

  it('refuses without a user', () => {
    expect(can(null, PERMISSION.OFFICE_APP)).toBe(false);
  });
});

describe('isOffice', () => {
  it('is role Office or an admin', () => {
    expect(isOffice(pm)).toBe(true);
    expect(isOffice(admin)).toBe(true);
    expect(isOffice(field)).toBe(false);
  });
});

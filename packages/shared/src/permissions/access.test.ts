import { describe, expect, it } from 'vitest';
import { PAGE_ACCESS } from '../navigation/pages';
import { ACCESS, canAccess, describeAccess } from './access';
import type { TSubject } from './can';

const user = (roles: Array<[number, string]>, permissions: number[] = []): TSubject => ({
  Roles: roles.map(([RoleID, Role]) => ({ RoleID, Role })),
  Permissions: permissions,
});
const admin = user([[2, 'Admin']]);
const office = user([[3, 'Office']], [5]);
const accountingOnly = user([[4, 'Accounting']], [1, 3, 9]);
const field = user([[9, 'Superintendent']]);

describe('canAccess', () => {
  it('public lets everyone in; signedIn needs a user', () => {
    expect(canAccess(null, ACCESS.public)).toBe(true);
    expect(canAccess(null, ACCESS.signedIn)).toBe(false);
    expect(canAccess(field, ACCESS.signedIn)).toBe(true);
  });

  it('office needs role Office or an admin', () => {
    expect(canAccess(office, ACCESS.office)).toBe(true);
    expect(canAccess(admin, ACCESS.office)).toBe(true);
    expect(canAccess(field, ACCESS.office)).toBe(false);
  });

  it('accounting reports: admin or role Accounting', () => {
    expect(canAccess(accountingOnly, ACCESS.accounting)).toBe(true);
    expect(canAccess(admin, ACCESS.accounting)).toBe(true);
    expect(canAccess(office, ACCESS.accounting)).toBe(false);
  });

  it('permission access follows can()', () => {
    expect(canAccess(accountingOnly, ACCESS.permission(9))).toBe(true);
    expect(canAccess(office, ACCESS.permission(9))).toBe(false);
    expect(canAccess(admin, ACCESS.permission(10))).toBe(true);
  });
});

describe('page access (spec 3 §2.1, spec 2 §2.1)', () => {
  it('gives field staff without Office only home, mobile, certificate and public pages', () => {
    const open = Object.entries(PAGE_ACCESS)
      .filter(([, access]) => canAccess(field, access))
      .map(([key]) => key)
      .sort();
    expect(open).toEqual(
      [
        'login',
        'home',
        'mobile',
        'mobileReceipts',
        'incentivePayoutCertificate',
        'contract',
        'clientContract',
        'payapp',
        'survey',
        'unsubscribe',
        'alternateApproval',
        'waiver',
      ].sort(),
    );
  });

  it('keeps admin pages from office users', () => {
    expect(canAccess(office, PAGE_ACCESS.securityRoles)).toBe(false);
    expect(canAccess(admin, PAGE_ACCESS.securityRoles)).toBe(true);
    expect(canAccess(office, PAGE_ACCESS.browser)).toBe(true);
  });
});

describe('describeAccess', () => {
  it('names the rule', () => {
    expect(describeAccess(ACCESS.accounting)).toBe('admin or role Accounting');
    expect(describeAccess(ACCESS.permission(8))).toBe('permission 8');
  });
});

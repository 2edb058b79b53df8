import { describe, expect, it } from 'vitest';
import type { TMenuAction } from '@n5/shared/navigation/menu';
import type { TPageKey } from '@n5/shared/navigation/pages';
import type { TSubject } from '@n5/shared/permissions/can';
import { REGISTRY, type TRegistry } from '../page-registry';
import { visibleMenu } from './visible-menu';

const user = (roles: Array<[number, string]>, permissions: number[] = []): TSubject => ({
  Roles: roles.map(([RoleID, Role]) => ({ RoleID, Role })),
  Permissions: permissions,
});
const office = user([[3, 'Office']], [5]);
const accounting = user(
  [
    [3, 'Office'],
    [4, 'Accounting'],
  ],
  [1, 3, 5, 9],
);
const admin = user([[2, 'Admin']]);
const superuser = user([[1, 'Superuser']]);
const field = user([[9, 'Superintendent']]);

const fake = {
  pages: new Set<TPageKey>(['browser', 'crm', 'adminQueues', 'accountingReports', 'securityRoles']),
  actions: new Set<TMenuAction>(['newProject', 'recalculateDashboard']),
};
const labels = (u: TSubject | null, registry: TRegistry = fake) =>
  visibleMenu(u, registry).flatMap((g) => g.entries.map((e) => e.label));
const titles = (u: TSubject | null, registry: TRegistry = fake) =>
  visibleMenu(u, registry).map((g) => g.title);

describe('visibleMenu', () => {
  it('shows an office user the registered office entries, in menu order', () => {
    expect(labels(office)).toEqual(['Browser', 'New Project', 'CRM']);
  });

  it('adds Accounting Reports for role Accounting', () => {
    expect(labels(accounting)).toEqual(['Browser', 'New Project', 'CRM', 'Accounting Reports']);
  });

  it('adds the admin entries for admins and superusers', () => {
    const adminMenu = [
      'Browser',
      'New Project',
      'CRM',
      'Accounting Reports',
      'Background Jobs',
      'Security Roles',
      'Recalculate Dashboard',
    ];
    expect(labels(admin)).toEqual(adminMenu);
    expect(labels(superuser)).toEqual(adminMenu);
  });

  it('hides entries whose screen or action is not built, and drops groups left empty', () => {
    expect(labels(admin)).not.toContain('Fleet');
    expect(labels(admin)).not.toContain('Refresh Assignments');
    expect(titles(admin)).toEqual([null, 'Administration', 'Admin']);
    expect(titles(office)).toEqual([null, 'Administration']);
  });

  it('shows nothing to field staff without Office, nor to a signed-out visitor', () => {
    expect(labels(field)).toEqual([]);
    expect(labels(null)).toEqual([]);
  });

  it('shows only entries of the real registry that have a screen or dialog', () => {
    const entries = visibleMenu(superuser, REGISTRY).flatMap((g) => g.entries);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      if ('page' in entry) expect(REGISTRY.pages.has(entry.page)).toBe(true);
      else expect(REGISTRY.actions.has(entry.action)).toBe(true);
    }
  });
});

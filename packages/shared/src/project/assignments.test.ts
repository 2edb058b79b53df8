import { describe, expect, it } from 'vitest';
import { canChangeAssignments, isAssignmentField } from './assignments';

const user = (UserID: number, ...roles: Array<[number, string]>) => ({
  UserID,
  Roles: roles.map(([RoleID, Role]) => ({ RoleID, Role })),
  Permissions: [],
});
const project = { ManagedBy: 20, ProjectManagerID: 21 };

describe('canChangeAssignments (DOMAIN.md Assignments)', () => {
  it('lets admins, stage managers and the project’s runners change them', () => {
    expect(canChangeAssignments(user(1, [1, 'Superuser']), project)).toBe(true);
    expect(canChangeAssignments(user(2, [2, 'Admin']), project)).toBe(true);
    expect(canChangeAssignments(user(3, [5, 'project stage manager']), project)).toBe(true);
    expect(canChangeAssignments(user(20, [3, 'Office']), project)).toBe(true);
    expect(canChangeAssignments(user(21, [3, 'Office']), project)).toBe(true);
  });

  it('refuses other office users, also the estimator or seller of the project', () => {
    expect(canChangeAssignments(user(30, [3, 'Office']), project)).toBe(false);
    expect(canChangeAssignments(user(30, [3, 'Office']), { ...project, ManagedBy: null })).toBe(
      false,
    );
    expect(canChangeAssignments(null, project)).toBe(false);
  });

  it('names the six fields', () => {
    expect(isAssignmentField('ManagedBy')).toBe(true);
    expect(isAssignmentField('SuperintendentID')).toBe(true);
    expect(isAssignmentField('ProjectName')).toBe(false);
  });
});

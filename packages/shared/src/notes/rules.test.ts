import { describe, expect, it } from 'vitest';
import { canDeleteNote, canIncludeClient, isBlankNote } from './rules';

const user = (UserID: number, ...roles: Array<[number, string]>) => ({
  UserID,
  Roles: roles.map(([RoleID, Role]) => ({ RoleID, Role })),
  Permissions: [],
});
const project = {
  EstimatedBy: 4,
  SoldBy: 7,
  ManagedBy: 3,
  ProjectManagerID: 11,
  ProjectEngineerID: 12,
  SuperintendentID: 13,
};

describe('notes rules', () => {
  it('lets admins and the estimator, seller or manager include the client', () => {
    expect(canIncludeClient(user(2, [2, 'Admin']), project)).toBe(true);
    expect(canIncludeClient(user(4, [3, 'Office']), project)).toBe(true);
    expect(canIncludeClient(user(7, [3, 'Office']), project)).toBe(true);
    expect(canIncludeClient(user(3, [3, 'Office']), project)).toBe(true);
    expect(canIncludeClient(user(9, [3, 'Office']), project)).toBe(false);
    expect(canIncludeClient(null, project)).toBe(false);
    // The desktop's rule: the project's manager (PM) is not one of the three.
    expect(canIncludeClient(user(11, [3, 'Office']), project)).toBe(false);
  });
  it('lets admins and the PM, PE or SI include the client from the field (spec 3 §6)', () => {
    for (const id of [11, 12, 13])
      expect(canIncludeClient(user(id, [3, 'Office']), project, 'field')).toBe(true);
    expect(canIncludeClient(user(2, [2, 'Admin']), project, 'field')).toBe(true);
    // The estimator may on the desktop, not from the field.
    expect(canIncludeClient(user(4, [3, 'Office']), project, 'field')).toBe(false);
  });
  it('lets authors delete their own notes and admins any', () => {
    expect(canDeleteNote(user(5, [3, 'Office']), { UserID: 5 })).toBe(true);
    expect(canDeleteNote(user(5, [3, 'Office']), { UserID: 6 })).toBe(false);
    expect(canDeleteNote(user(5, [3, 'Office']), { UserID: null })).toBe(false);
    expect(canDeleteNote(user(1, [1, 'Superuser']), { UserID: 6 })).toBe(true);
  });
  it('treats whitespace as an empty note', () => {
    expect(isBlankNote('  \n ')).toBe(true);
    expect(isBlankNote('Poured footings')).toBe(false);
  });
});

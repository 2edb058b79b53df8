import { describe, expect, it } from 'vitest';
import { canDeleteNote, canIncludeClient, isBlankNote } from './rules';

const user = (UserID: number, ...roles: Array<[number, string]>) => ({
  UserID,
  Roles: roles.map(([RoleID, Role]) => ({ RoleID, Role })),
  Permissions: [],
});
const project = { EstimatedBy: 4, SoldBy: 7, ManagedBy: 3 };

describe('notes rules', () => {
  it('lets admins and the estimator, seller or manager include the client', () => {
    expect(canIncludeClient(user(2, [2, 'Admin']), project)).toBe(true);
    expect(canIncludeClient(user(4, [3, 'Office']), project)).toBe(true);
    expect(canIncludeClient(user(7, [3, 'Office']), project)).toBe(true);
    expect(canIncludeClient(user(3, [3, 'Office']), project)).toBe(true);
    expect(canIncludeClient(user(9, [3, 'Office']), project)).toBe(false);
    expect(canIncludeClient(null, project)).toBe(false);
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

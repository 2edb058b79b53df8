import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@n5/shared/permissions/roles';
import { securityRolesContract as c } from '@n5/shared/security-roles/contract';
import { SECURITY_ROLES_TEXT } from '@n5/shared/security-roles/rules';
import { sessionContract } from '@n5/shared/session/contract';
import { usersContract } from '@n5/shared/users/contract';
import type { TUser } from '@n5/shared/session/schemas';
import { useTestApp } from '../../testing/build-test-app';
import { addStaff } from '../../testing/staff';

const { t, callAs, refusedAs, userOf } = useTestApp();
let superuser: TUser;
let admin: TUser;
let estimator: TUser;
/** Office staff who are not demo accounts, made for this file. */
let staff: Array<{ UserID: number; EmailAddress: string; DisplayName: string }>;

const ACCOUNTING_ROLE = 4;
const ESTIMATOR_ROLE = 10;

beforeAll(async () => {
  [superuser, admin, estimator] = await Promise.all([
    userOf('superuser'),
    userOf('admin'),
    userOf('estimator'),
  ]);
  staff = [];
  for (let i = 0; i < 4; i++) staff.push(await addStaff(t.database.db, ['Office']));
});

const membership = (roleID: number, userID: number) => ({ body: { roleID, userID } });

describe('security roles', () => {
  it('lists the roles and a role’s members', async () => {
    const { roles } = await callAs('admin', usersContract.listRoles, {});
    expect(roles.map((r) => r.Role)).toContain('Accounting');
    const { roleMembers } = await callAs('admin', c.roleMembers, {
      query: { roleID: String(ROLE_ID.SUPERUSER) },
    });
    expect(roleMembers.map((m) => m.UserID)).toContain(superuser.UserID);
  });

  it('adds and removes a member, replying with the updated list each time', async () => {
    const person = staff[0]!;
    const added = await callAs('admin', c.addMember, membership(ESTIMATOR_ROLE, person.UserID));
    expect(added.roleMembers.map((m) => m.UserID)).toContain(person.UserID);
    const again = await callAs('admin', c.addMember, membership(ESTIMATOR_ROLE, person.UserID));
    expect(again.roleMembers).toEqual(added.roleMembers);
    const removed = await callAs(
      'admin',
      c.removeMember,
      membership(ESTIMATOR_ROLE, person.UserID),
    );
    expect(removed.roleMembers.map((m) => m.UserID)).not.toContain(person.UserID);
  });

  it('takes a role change into account on the member’s next request', async () => {
    expect((await refusedAs('estimator', c.permissions, {})).status).toBe(403);
    await callAs('admin', c.addMember, membership(ROLE_ID.ADMIN, estimator.UserID));
    expect((await callAs('estimator', c.permissions, {})).permissions.length).toBeGreaterThan(0);
    await callAs('admin', c.removeMember, membership(ROLE_ID.ADMIN, estimator.UserID));
    expect((await refusedAs('estimator', c.permissions, {})).status).toBe(403);
  });

  it('refuses non-admins every endpoint', async () => {
    const person = staff[1]!.UserID;
    for (const [contract, input] of [
      [c.roleMembers, { query: { roleID: '4' } }],
      [c.addMember, membership(ACCOUNTING_ROLE, person)],
      [c.removeMember, membership(ACCOUNTING_ROLE, person)],
      [c.permissions, {}],
    ] as const) {
      expect((await refusedAs('pm', contract, input as never)).status).toBe(403);
    }
    expect((await refusedAs('anonymous', c.roleMembers, { query: { roleID: '4' } })).status).toBe(
      401,
    );
  });

  it('keeps the Superuser membership view-only to admins', async () => {
    const person = staff[2]!.UserID;
    const add = await refusedAs('admin', c.addMember, membership(ROLE_ID.SUPERUSER, person));
    expect(add).toMatchObject({
      status: 403,
      error: { message: SECURITY_ROLES_TEXT.superuserViewOnly },
    });
    const remove = await refusedAs(
      'admin',
      c.removeMember,
      membership(ROLE_ID.SUPERUSER, superuser.UserID),
    );
    expect(remove.status).toBe(403);
  });

  it('refuses removing the last Superuser, and one’s own admin role', async () => {
    const last = await refusedAs(
      'superuser',
      c.removeMember,
      membership(ROLE_ID.SUPERUSER, superuser.UserID),
    );
    expect(last).toMatchObject({
      status: 409,
      error: { message: SECURITY_ROLES_TEXT.lastSuperuser },
    });
    const own = await refusedAs('admin', c.removeMember, membership(ROLE_ID.ADMIN, admin.UserID));
    expect(own).toMatchObject({
      status: 403,
      error: { message: SECURITY_ROLES_TEXT.ownAdminRole },
    });

    // With a second Superuser, a Superuser still cannot remove their own admin role.
    const second = staff[3]!;
    await callAs('superuser', c.addMember, membership(ROLE_ID.SUPERUSER, second.UserID));
    const self = await refusedAs(
      'superuser',
      c.removeMember,
      membership(ROLE_ID.SUPERUSER, superuser.UserID),
    );
    expect(self.status).toBe(403);
    const back = await callAs(
      'superuser',
      c.removeMember,
      membership(ROLE_ID.SUPERUSER, second.UserID),
    );
    expect(back.roleMembers.map((m) => m.UserID)).toEqual([superuser.UserID]);
  });

  it('answers 404 for an unknown role or user and 400 for a bad id', async () => {
    expect(
      (await refusedAs('admin', c.addMember, membership(99999, staff[0]!.UserID))).status,
    ).toBe(404);
    expect(
      (await refusedAs('admin', c.addMember, membership(ACCOUNTING_ROLE, 999999))).status,
    ).toBe(404);
    expect((await refusedAs('admin', c.roleMembers, { query: { roleID: 'x' } })).status).toBe(400);
  });

  it('lets a Superuser edit permission numbers, seen on the member’s next request', async () => {
    const before = await callAs('admin', c.permissions, {});
    expect(before.permissions.map((p) => p.PermissionID)).toContain(8);
    const denied = await refusedAs('admin', c.setPermissions, {
      body: { roleID: ESTIMATOR_ROLE, permissions: [8] },
    });
    expect(denied.status).toBe(403);
    const set = await callAs('superuser', c.setPermissions, {
      body: { roleID: ESTIMATOR_ROLE, permissions: [8, 5, 8] },
    });
    expect(set).toEqual({ RoleID: ESTIMATOR_ROLE, Permissions: [5, 8] });
    const me = await callAs('estimator', sessionContract.getAuthUser, {});
    expect(me.user?.Permissions).toContain(8);
    const unknown = await refusedAs('superuser', c.setPermissions, {
      body: { roleID: ESTIMATOR_ROLE, permissions: [4242] },
    });
    expect(unknown.status).toBe(400);
    await callAs('superuser', c.setPermissions, {
      body: { roleID: ESTIMATOR_ROLE, permissions: [] },
    });
    const after = await callAs('estimator', sessionContract.getAuthUser, {});
    expect(after.user?.Permissions).not.toContain(8);
  });
});

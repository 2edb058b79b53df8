import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ZIdText } from '../core/ids';
import { ACCESS } from '../permissions/access';
import { ROLE_NAME } from '../permissions/roles';
import {
  ZMembershipBody,
  ZPermission,
  ZRoleMember,
  ZRolePermissions,
  ZSetPermissionsBody,
} from './schemas';

const ZMembersReply = z.object({ roleMembers: z.array(ZRoleMember) });

/**
 * Security roles (spec 2 §2.13, §7 "Security roles"): membership and permission numbers. The
 * roles list itself is GET /api/user/roles (usersContract.listRoles).
 */
export const securityRolesContract = {
  roleMembers: defineRoute({
    method: 'GET',
    path: '/api/user/role-by-id',
    access: ACCESS.admin,
    summary: "A role's members",
    query: z.object({ roleID: ZIdText }),
    reply: ZMembersReply,
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/api/user/add-user-role',
    access: ACCESS.admin,
    idempotency: 'repeatable',
    summary: 'Adds a user to a role; replies with the updated member list',
    body: ZMembershipBody,
    reply: ZMembersReply,
  }),
  removeMember: defineRoute({
    method: 'POST',
    path: '/api/user/delete-user-role',
    access: ACCESS.admin,
    idempotency: 'repeatable',
    summary: 'Removes a user from a role; replies with the updated member list',
    body: ZMembershipBody,
    reply: ZMembersReply,
  }),
  permissions: defineRoute({
    method: 'GET',
    path: '/api/user/role-permissions',
    access: ACCESS.admin,
    summary: 'The permission numbers and the numbers each role holds',
    reply: z.object({ permissions: z.array(ZPermission), roles: z.array(ZRolePermissions) }),
  }),
  setPermissions: defineRoute({
    method: 'POST',
    path: '/api/user/set-role-permissions',
    access: ACCESS.role(ROLE_NAME.SUPERUSER),
    idempotency: 'repeatable',
    summary: "Replaces a role's permission numbers (Superuser)",
    body: ZSetPermissionsBody,
    reply: ZRolePermissions,
  }),
} as const;

import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';

export const ZRole = z.object({
  RoleID: z.number().int(),
  Role: z.string(),
  Description: z.string(),
});

export const usersContract = {
  listDisplayNames: defineRoute({
    method: 'GET',
    path: '/api/user/displaynames',
    access: ACCESS.signedIn,
    summary: 'User ids and display names (dropdown sources)',
    reply: z.object({
      users: z.array(z.object({ UserID: z.number().int(), DisplayName: z.string() })),
    }),
  }),
  listRoles: defineRoute({
    method: 'GET',
    path: '/api/user/roles',
    access: ACCESS.admin,
    summary: 'Security roles (admin)',
    reply: z.object({ roles: z.array(ZRole) }),
  }),
} as const;

import { z } from 'zod/mini';

// Zod Mini (tree-shaken, functional): these schemas are in the sign-in page's first download,
// where classic Zod alone would be more than a quarter of the 150 KB budget (docs/decisions/platform.md).

export const ZRoleRef = z.object({ RoleID: z.int(), Role: z.string() });

/** The signed-in user as the spec's GET /auth/user returns it, plus the permission numbers. */
export const ZUser = z.object({
  UserID: z.int(),
  DisplayName: z.string(),
  ADID: z.nullable(z.string()),
  EmailAddress: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Initials: z.string(),
  Roles: z.array(ZRoleRef),
  Permissions: z.array(z.int()),
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthUserReply = z.object({
  user: z.nullable(ZUser),
  isAuthenticated: z.boolean(),
});
export type TAuthUserReply = z.infer<typeof ZAuthUserReply>;

export const ZAuthMode = z.enum(['dev', 'oidc']);
export type TAuthMode = z.infer<typeof ZAuthMode>;

/** GET /config: what the browser needs before anything else. */
export const ZPublicConfig = z.object({
  companyName: z.string(),
  companyShort: z.string(),
  authMode: ZAuthMode,
  environment: z.enum(['local', 'development', 'test', 'production']),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZDevLoginBody = z.object({ email: z.email() });

/** One row of the demo sign-in list (dev mode only). */
export const ZDemoUser = z.object({
  EmailAddress: z.string(),
  DisplayName: z.string(),
  RoleNames: z.array(z.string()),
});
export const ZDemoUsersReply = z.object({ users: z.array(ZDemoUser) });

export const ZUserListItem = z.object({
  UserID: z.int(),
  DisplayName: z.string(),
  EmailAddress: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  ADID: z.nullable(z.string()),
});
export const ZUserListReply = z.object({ users: z.array(ZUserListItem) });

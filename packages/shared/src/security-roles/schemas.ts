import { z } from 'zod';
import { ZId } from '../core/ids';

/** A role member (spec 2 §3 "Role member"). */
export const ZRoleMember = z.object({ UserID: z.number().int(), DisplayName: z.string() });
export type TRoleMember = z.infer<typeof ZRoleMember>;

/** A permission number and what it means (DOMAIN.md "Permission numbers"). */
export const ZPermission = z.object({ PermissionID: z.number().int(), Name: z.string() });
export type TPermission = z.infer<typeof ZPermission>;

/** The permission numbers one role holds. */
export const ZRolePermissions = z.object({
  RoleID: z.number().int(),
  Permissions: z.array(z.number().int()),
});
export type TRolePermissions = z.infer<typeof ZRolePermissions>;

export const ZMembershipBody = z.object({ roleID: ZId, userID: ZId });

export const ZSetPermissionsBody = z.object({
  roleID: ZId,
  permissions: z.array(ZId).max(100, 'permissions: at most 100 numbers'),
});

/** A role of the roles table (GET /api/user/roles). */
export type TRole = { RoleID: number; Role: string; Description: string };

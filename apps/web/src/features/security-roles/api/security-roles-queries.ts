import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { securityRolesContract as c } from '@n5/shared/security-roles/contract';
import { usersContract } from '@n5/shared/users/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/roles: the roles table. */
export const rolesQuery = queryOptions({
  queryKey: queryKeys.securityRoles.roles(),
  queryFn: async ({ signal }) => (await callApi(usersContract.listRoles, {}, { signal })).roles,
});

/** GET /api/user/role-permissions: the permission numbers and each role's. */
export const permissionsQuery = queryOptions({
  queryKey: queryKeys.securityRoles.permissions(),
  queryFn: ({ signal }) => callApi(c.permissions, {}, { signal }),
});

/** GET /api/user/role-by-id: a role's members. */
export const roleMembersQuery = (roleId: number) =>
  queryOptions({
    queryKey: queryKeys.securityRoles.members(roleId),
    queryFn: async ({ signal }) =>
      (await callApi(c.roleMembers, { query: { roleID: String(roleId) } }, { signal })).roleMembers,
  });

/** Adds or removes a member; the reply is the updated member list, put straight in the cache. */
export function useChangeMembership(roleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { change: 'add' | 'remove'; userId: number }) =>
      callApi(input.change === 'add' ? c.addMember : c.removeMember, {
        body: { roleID: roleId, userID: input.userId },
      }),
    onSuccess: ({ roleMembers }) =>
      queryClient.setQueryData(roleMembersQuery(roleId).queryKey, roleMembers),
  });
}

/** Replaces a role's permission numbers (Superuser). */
export function useSetRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { roleID: number; permissions: number[] }) =>
      callApi(c.setPermissions, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.securityRoles.permissions() }),
  });
}

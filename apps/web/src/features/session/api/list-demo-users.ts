import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionContract } from '@n5/shared/session/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session-keys';

export const demoUsersQuery = queryOptions({
  queryKey: sessionKeys.demoUsers(),
  queryFn: ({ signal }) => callApi(sessionContract.listDemoUsers, {}, { signal }),
  staleTime: Infinity,
});

/** GET /auth/demo-users: the accounts of the demo sign-in (AUTH_MODE=dev only). */
export function useDemoUsers(enabled: boolean) {
  return useQuery({ ...demoUsersQuery, enabled });
}

import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { sessionContract } from '@n5/shared/session/contract';
import type { TAuthUserReply } from '@n5/shared/session/schemas';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

export const configQuery = queryOptions({
  queryKey: queryKeys.session.config(),
  queryFn: ({ signal }) => callApi(sessionContract.getConfig, {}, { signal }),
  staleTime: Infinity,
});

export const authUserQuery = queryOptions({
  queryKey: queryKeys.session.user(),
  queryFn: ({ signal }) => callApi(sessionContract.getAuthUser, {}, { signal }),
  staleTime: 5 * 60_000,
});

export const SIGNED_OUT: TAuthUserReply = { user: null, isAuthenticated: false };

/**
 * The signed-in user (or null) and the public config. The session gate (app/session-gate.tsx)
 * loads both before any page renders, so this never suspends in practice.
 */
export function useSession() {
  const { data: auth } = useSuspenseQuery(authUserQuery);
  const { data: config } = useSuspenseQuery(configQuery);
  return { user: auth.user, config };
}

/** For screens behind a route guard that requires a signed-in user. */
export function useCurrentUser() {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser() on a screen that a signed-out visitor can reach.');
  return user;
}

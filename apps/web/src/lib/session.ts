import { queryOptions, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { sessionContract } from '@n5/shared/session/contract';
import type { TAuthUserReply, TUser } from '@n5/shared/session/schemas';
import { callApi } from './api-client';
import { sessionKeys } from './session-keys';

export const configQuery = queryOptions({
  queryKey: sessionKeys.config(),
  queryFn: ({ signal }) => callApi(sessionContract.getConfig, {}, { signal }),
  staleTime: Infinity,
});

export const authUserQuery = queryOptions({
  queryKey: sessionKeys.user(),
  queryFn: ({ signal }) => callApi(sessionContract.getAuthUser, {}, { signal }),
  staleTime: 5 * 60_000,
});

export const SIGNED_OUT: TAuthUserReply = { user: null, isAuthenticated: false };

/**
 * The user whose session ended under them (a 401), or null: tells an ended session from a visitor
 * who never signed in.
 */
const sessionEndedQuery = queryOptions({
  queryKey: sessionKeys.ended(),
  queryFn: (): TUser | null => null,
  initialData: null,
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * A call answered 401: the session is over (expired, or signed out in another tab). The app
 * shows one state for it: signed out, on the same address, with the login screen saying that the
 * session ended; signing in again returns to the page.
 */
export function endSession(queryClient: QueryClient) {
  const user = queryClient.getQueryData(authUserQuery.queryKey)?.user;
  if (user) queryClient.setQueryData(sessionEndedQuery.queryKey, user);
  queryClient.setQueryData(authUserQuery.queryKey, SIGNED_OUT);
}

/** Signed in again: the ended-session message goes. */
export function clearSessionEnded(queryClient: QueryClient) {
  queryClient.setQueryData(sessionEndedQuery.queryKey, null);
}

export function useSessionEnded() {
  return !!useQuery(sessionEndedQuery).data;
}

/**
 * The signed-in user (or null) and the public config. The session gate (app/session-gate.tsx)
 * loads both before any page renders, so this never suspends in practice.
 */
export function useSession() {
  const { data: auth } = useSuspenseQuery(authUserQuery);
  const { data: config } = useSuspenseQuery(configQuery);
  return { user: auth.user, config };
}

/**
 * For screens behind a route guard that requires a signed-in user. In the moment a session ends,
 * a part of the screen that was still loading (a lazy chunk) may render once more before the
 * guard takes the screen away: it gets the user whose session ended (its calls answer 401).
 */
export function useCurrentUser() {
  const { user } = useSession();
  const endedUser = useQuery(sessionEndedQuery).data;
  const current = user ?? endedUser;
  if (!current) {
    throw new Error('useCurrentUser() on a screen that a signed-out visitor can reach.');
  }
  return current;
}

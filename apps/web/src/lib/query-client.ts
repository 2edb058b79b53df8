import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { authUserQuery, SIGNED_OUT } from './session';

/**
 * One client for the app. A 401 from any call means the session ended (expired, or signed out
 * in another tab): the session query flips to signed out and the route guard shows the login
 * screen on the same address, so signing in again returns the user to where they were.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.isUnauthorized) {
          queryClient.setQueryData(authUserQuery.queryKey, SIGNED_OUT);
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: true,
      },
    },
  });
  return queryClient;
}

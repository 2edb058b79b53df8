import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { endSession } from './session';

/**
 * One client for the app. A 401 from any read or write means the session ended (expired, or
 * signed out in another tab): the session query flips to signed out, the shell goes, and the
 * route guard shows the login screen on the same address saying the session ended, so signing in
 * again returns the user to where they were (`endSession`).
 */
export function createQueryClient() {
  // TanStack Query 5 assumes it starts online; a page loaded offline (the field area's cached
  // shell) starts paused instead, showing its kept reads without failing and retrying each one.
  // Node 22 has a `navigator` without `onLine` (tests): only a browser's answer counts.
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
    onlineManager.setOnline(navigator.onLine);
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.isUnauthorized) endSession(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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

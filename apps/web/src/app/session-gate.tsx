import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { PAGE_ACCESS } from '@n5/shared/navigation/pages';
import { canAccess } from '@n5/shared/permissions/access';
import { LoadError } from '../components/load-error';
import { LoadingState } from '../components/loading-state';
import { StatusView } from '../components/status-view';
import { setFieldQueueOwner } from '../lib/field-queue/owner';
import { authUserQuery, configQuery } from '../lib/session';
import type { TRouteHandle } from './route-table';
import { prefetchScreenData, preloadScreen } from './screen-code';
import { preloadAppShell } from './shell/shell-layout';

/**
 * Loads who is signed in and the public config (GET /auth/user, GET /config) before any page
 * renders: a spinner meanwhile, and a retryable error if either fails. As soon as the user is
 * known, the page's main request starts (`prefetch` of the route table); the shell's and the
 * screen's code download side by side from the first render.
 */
export function SessionGate() {
  const [auth, config] = useQueries({ queries: [authUserQuery, configQuery] });
  const companyName = config.data?.companyName;
  const queryClient = useQueryClient();
  const page = (useMatches().at(-1)?.handle as TRouteHandle | undefined)?.page;
  const user = auth.data?.user;

  // The screen's code starts at once, while the session is still being asked for (a visitor who
  // turns out to be signed out has fetched a screen they will see after signing in).
  const signedOut = auth.data !== undefined && !user;
  useEffect(() => {
    if (page && !signedOut) preloadScreen(page, preloadAppShell);
  }, [page, signedOut]);

  useEffect(() => {
    if (page && user && canAccess(user, PAGE_ACCESS[page])) prefetchScreenData(page, queryClient);
  }, [page, user, queryClient]);

  useEffect(() => {
    if (companyName) document.title = companyName;
  }, [companyName]);

  // The phone's waiting entries are the signed-in person's (lib/field-queue/owner.ts).
  useEffect(() => {
    if (auth.data) setFieldQueueOwner(user?.UserID ?? null);
  }, [auth.data, user?.UserID]);

  if (auth.data && config.data) return <Outlet />;

  const failed = [auth, config].filter((q) => q.isError && !q.data);
  if (failed.length > 0) {
    const isRetrying = failed.some((q) => q.isFetching);
    return (
      <StatusView
        title="The app could not start"
        action={
          <LoadError
            message={failed[0]?.error?.message ?? 'The server did not answer.'}
            isRetrying={isRetrying}
            onRetry={() => failed.forEach((q) => void q.refetch())}
          />
        }
      />
    );
  }
  return <LoadingState size="fullscreen" label="Loading your workspace" />;
}

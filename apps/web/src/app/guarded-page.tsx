import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PAGE_ACCESS, type TPageKey } from '@n5/shared/navigation/pages';
import { canAccess } from '@n5/shared/permissions/access';
import { LoadingState } from '../components/loading-state';
import { useSession } from '../lib/session';
import { NoAccessPage } from './pages/no-access-page';
import { NotFoundPage } from './pages/not-found-page';
import { LoginScreen, RouteScreen } from './screen-code';
import { SCREEN_SHAPE_OF } from './screen-shapes';

/**
 * Every page path goes through here, whether its screen exists yet or not: a signed-out visitor
 * on a protected page gets the login screen at the same address (so signing in lands there), a
 * signed-in user without access gets the no-access view, and a page without a screen is not found.
 */
export function GuardedPage({ page, isSubPath = false }: { page: TPageKey; isSubPath?: boolean }) {
  const { user } = useSession();
  const location = useLocation();
  const access = PAGE_ACCESS[page];
  const screen = SCREEN_SHAPE_OF[page];
  if (!canAccess(user, access)) {
    if (user) return <NoAccessPage access={access} />;
    if (screen?.signedOut === 'redirect-to-login') {
      const returnTo = `${location.pathname}${location.search}`;
      return <Navigate to={`/?returnTo=${encodeURIComponent(returnTo)}`} replace />;
    }
    return (
      <Suspense fallback={<LoadingState size="fullscreen" label="Loading" />}>
        <LoginScreen />
      </Suspense>
    );
  }
  if (!screen || (isSubPath && !screen.nested)) return <NotFoundPage />;
  return (
    <Suspense fallback={<LoadingState size="fullscreen" label="Loading" />}>
      <RouteScreen page={page} />
    </Suspense>
  );
}

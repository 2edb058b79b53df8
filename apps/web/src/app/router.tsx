import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_ACCESS, PAGE_PATHS, type TPageKey } from '@n5/shared/navigation/pages';
import { GuardedPage } from './guarded-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './route-error-page';
import type { TRouteHandle } from './route-table';
import { SCREEN_SHAPE_OF } from './screen-shapes';
import { SessionGate } from './session-gate';
import { ShellLayout } from './shell/shell-layout';

const PAGE_KEYS = Object.keys(PAGE_PATHS) as TPageKey[];

/**
 * One route per page of PAGE_PATHS, built or not, so guards apply everywhere; protected pages
 * also guard their sub-paths (a signed-out deep link shows the login screen, then lands there).
 */
function pageRoutes(page: TPageKey): RouteObject[] {
  const path = PAGE_PATHS[page];
  const handle: TRouteHandle = { page };
  // A screen with routes of its own takes "/m" and "/m/..." under one splat route (a parent
  // route without "*" would never match its children's paths).
  if (SCREEN_SHAPE_OF[page]?.nested)
    return [{ path: `${path}/*`, handle, element: <GuardedPage page={page} isSubPath /> }];
  const routes: RouteObject[] = [{ path, handle, element: <GuardedPage page={page} /> }];
  if (PAGE_ACCESS[page].kind !== 'public' && path !== '/') {
    routes.push({ path: `${path}/*`, handle, element: <GuardedPage page={page} isSubPath /> });
  }
  return routes;
}

function layoutOf(page: TPageKey): 'shell' | 'bare' {
  return SCREEN_SHAPE_OF[page]?.layout ?? (PAGE_ACCESS[page].kind === 'public' ? 'bare' : 'shell');
}

export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Inside the shell when signed in; a signed-out visitor sees these pages bare.
        element: <ShellLayout />,
        children: [
          ...PAGE_KEYS.filter((page) => layoutOf(page) === 'shell').flatMap(pageRoutes),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      ...PAGE_KEYS.filter((page) => layoutOf(page) === 'bare').flatMap(pageRoutes),
    ],
  },
];

export const router = createBrowserRouter(routes);

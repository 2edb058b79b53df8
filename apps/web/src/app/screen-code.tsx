import { use } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TPageKey } from '@n5/shared/navigation/pages';
import { preloadable } from '../lib/preloadable';
import type * as RouteTableModule from './route-table';
import { SCREEN_SHAPE_OF } from './screen-shapes';

type TRouteTable = typeof RouteTableModule;

let loading: Promise<TRouteTable> | undefined;

/**
 * The screens' code table (route-table.ts: one `import()` a screen, with the list of files each
 * needs), a chunk of its own, asked for once a screen other than sign-in is wanted: the sign-in
 * page never downloads it. A failed download is forgotten, so the next try asks again.
 */
export function loadRouteTable(): Promise<TRouteTable> {
  return (loading ??= import('./route-table').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/** The sign-in screen: the one screen whose code the entry knows without the table. */
export const LoginScreen = preloadable(
  () => import('../features/session/pages/login-page'),
  (module) => module.LoginPage,
);

const ignore = () => undefined;

/**
 * Starts the downloads of a screen's code (the screen and its top menu, and the shell around
 * it) side by side, instead of each chunk being found only when the one before it renders. A
 * failed download is retried when the screen renders, which shows its error.
 */
export function preloadScreen(page: TPageKey, preloadShell: () => Promise<unknown>) {
  const shape = SCREEN_SHAPE_OF[page];
  if (!shape) return;
  if (shape.layout === 'shell') void preloadShell().catch(ignore);
  if (page === 'login') {
    void LoginScreen.preload().catch(ignore);
    return;
  }
  loadRouteTable().then((table) => {
    const route = table.SCREEN_ROUTE_OF[page];
    void route?.Component.preload().catch(ignore);
    void route?.TopMenu?.preload().catch(ignore);
  }, ignore);
}

/** Starts the screen's main request (its route's `prefetch`), if it has one. */
export function prefetchScreenData(page: TPageKey, queryClient: QueryClient) {
  loadRouteTable()
    .then((table) => table.SCREEN_ROUTE_OF[page]?.prefetch?.(queryClient))
    .catch(ignore);
}

/**
 * A page's screen: sign-in at once, any other once the table is there (suspends meanwhile, inside
 * the page's Suspense).
 */
export function RouteScreen({ page }: { page: TPageKey }) {
  return page === 'login' ? <LoginScreen /> : <TableScreen page={page} />;
}

function TableScreen({ page }: { page: TPageKey }) {
  const Screen = use(loadRouteTable()).SCREEN_ROUTE_OF[page]?.Component;
  return Screen ? <Screen /> : null;
}

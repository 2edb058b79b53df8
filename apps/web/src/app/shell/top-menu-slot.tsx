import { Suspense } from 'react';
import { useMatches } from 'react-router';
import { PAGE_ACCESS, type TPageKey } from '@n5/shared/navigation/pages';
import { canAccess } from '@n5/shared/permissions/access';
import { useSession } from '../../lib/session';
import { SCREEN_ROUTE_OF, type TRouteHandle } from '../route-table';

function isRouteHandle(handle: unknown): handle is TRouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The page of the current route, when the user may open it. */
function useOpenPage(): TPageKey | undefined {
  const { user } = useSession();
  const handle = useMatches()
    .map((m) => m.handle)
    .findLast(isRouteHandle);
  return handle && canAccess(user, PAGE_ACCESS[handle.page]) ? handle.page : undefined;
}

/** Does the current screen put a menu in the top bar? */
export function useHasTopMenu() {
  const page = useOpenPage();
  return !!(page && SCREEN_ROUTE_OF[page]?.TopMenu);
}

/** The top-menu area of the top bar: the current route's filters (route table `TopMenu`, spec 2 §2.2). */
export function TopMenuSlot() {
  const page = useOpenPage();
  const TopMenu = page ? SCREEN_ROUTE_OF[page]?.TopMenu : undefined;
  if (!TopMenu) return null;
  return (
    <Suspense fallback={null}>
      <TopMenu />
    </Suspense>
  );
}

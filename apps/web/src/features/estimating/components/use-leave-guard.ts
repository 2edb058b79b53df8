import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving with missing descriptions asks first (spec 1 §2): the router's blocker for another
 * page, the browser's prompt for closing the tab. Moving within the editor does not ask.
 */
export function useLeaveGuard(missing: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      missing &&
      !nextLocation.pathname.includes('/inclusions') &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!missing) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [missing]);
  return blocker;
}

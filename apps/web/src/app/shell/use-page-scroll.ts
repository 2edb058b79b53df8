import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The page area's scroll, per page (pathname): a page opened anew starts at the top, and one
 * returned to (Close in the inclusion editor, Back) is where it was left — never where the page
 * before it was scrolled to (issue 40 item 27). Tabs change only the query, so they keep it.
 */
export function usePageScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  const positions = useRef(new Map<string, number>());
  const current = useRef(pathname);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || current.current === pathname) return;
    current.current = pathname;
    element.scrollTop = positions.current.get(pathname) ?? 0;
  }, [pathname]);
  const onScroll = () => {
    if (ref.current) positions.current.set(current.current, ref.current.scrollTop);
  };
  return [ref, onScroll] as const;
}

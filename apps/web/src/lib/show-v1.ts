import { useSearchParams } from 'react-router';

/** Query parameter of the v1 comparison on v2 projects (spec 1 §2: "showv1=true"). */
export const SHOW_V1_PARAM = 'showv1';

/**
 * Whether the old (v1) figures are shown beside the new ones on a v2 project, and how to change
 * it. The state lives in the address, so the Inclusions, Tracking and Client Contract tabs, the
 * Project Info links and a shared link all agree; changing it replaces the address.
 */
export function useShowV1(): [boolean, (show: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const isShowing = search.get(SHOW_V1_PARAM) === 'true';
  const setShowing = (show: boolean) => {
    const next = new URLSearchParams(search);
    if (show) next.set(SHOW_V1_PARAM, 'true');
    else next.delete(SHOW_V1_PARAM);
    setSearch(next, { replace: true });
  };
  return [isShowing, setShowing];
}

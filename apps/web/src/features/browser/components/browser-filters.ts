import { useSearchParams } from 'react-router';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import type { TStageType } from '@n5/shared/project/constants';

/** The stage count buttons of spec 2 §2.18 (and the ME button), in order. */
export const STAGE_FILTERS = [
  { key: '1WIP', stage: 'In Progress', count: 'WIPCount' },
  { key: '2APRVD', stage: 'Approved', count: 'ApprovedCount' },
  { key: '3CLIENT', stage: 'Awaiting Approval', count: 'ClientCount' },
  { key: '4PREP', stage: 'Preparing Proposal', count: 'PrepCount' },
] as const satisfies ReadonlyArray<{ key: string; stage: TStageType; count: string }>;

export type TStageFilterKey = (typeof STAGE_FILTERS)[number]['key'] | 'ME';

/**
 * The browser's filters live in the address (?q=&filter=), shared by the top-menu bar and the
 * grid, kept when the page reloads, and linkable.
 */
export function useBrowserFilters() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('filter');
  const filter = (
    raw === 'ME' || STAGE_FILTERS.some((f) => f.key === raw) ? raw : null
  ) as TStageFilterKey | null;
  const text = search.get('q') ?? '';
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };
  return {
    filter,
    text,
    setText: (value: string) => update({ q: value || null }),
    toggleFilter: (key: TStageFilterKey) => update({ filter: filter === key ? null : key }),
  };
}

export function matchesFilter(
  row: TBrowserProject,
  filter: TStageFilterKey | null,
  userId: number,
): boolean {
  if (!filter) return true;
  if (filter === 'ME') {
    return [row.ProjectManagerID, row.ProjectEngineerID, row.SuperintendentID].includes(userId);
  }
  return STAGE_FILTERS.find((f) => f.key === filter)!.stage === row.StageType;
}

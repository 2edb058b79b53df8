import { useSearchParams } from 'react-router';
import { parseInteger } from '@n5/shared/core/integer';
import { GOAL_DIVISIONS, TEAM_GOAL_ROLES, type TTeamGoalRole } from '@n5/shared/goals/constants';
import type { TDivision } from '@n5/shared/project/constants';

/**
 * The goal screens' menu selections, kept in the address (shared between the top menu and the
 * screen): year (default this year), division (Construction) and role (Project Manager).
 */
export function useGoalFilters() {
  const [search, setSearch] = useSearchParams();
  const year = parseInteger(search.get('year')) ?? new Date().getFullYear();
  const askedDivision = search.get('division');
  const division: TDivision = (GOAL_DIVISIONS as readonly string[]).includes(askedDivision ?? '')
    ? (askedDivision as TDivision)
    : 'Construction';
  const askedRole = search.get('role');
  const role: TTeamGoalRole = (TEAM_GOAL_ROLES as readonly string[]).includes(askedRole ?? '')
    ? (askedRole as TTeamGoalRole)
    : 'Project Manager';
  const set = (key: 'year' | 'division' | 'role', value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };
  return { year, division, role, set };
}

import type { TDivision } from '../project/constants';

/** Dashboard divisions of spec 2 §9 (query d), plus the company as a whole ('group'). */
export const DASHBOARD_DIVISIONS = ['construction', 'mechanical', 'service'] as const;
export type TDashboardDivision = (typeof DASHBOARD_DIVISIONS)[number];
export const DASHBOARD_SCOPES = [...DASHBOARD_DIVISIONS, 'group'] as const;
export type TDashboardScope = (typeof DASHBOARD_SCOPES)[number];

export const DIVISION_OF_SCOPE: Record<TDashboardDivision, TDivision> = {
  construction: 'Construction',
  mechanical: 'Mechanical',
  service: 'Service',
};

/** The divisions a scope covers ('group' is all three). */
export function divisionsOfScope(scope: TDashboardScope): TDivision[] {
  return scope === 'group'
    ? DASHBOARD_DIVISIONS.map((d) => DIVISION_OF_SCOPE[d])
    : [DIVISION_OF_SCOPE[scope]];
}

export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Dashboard years: 2020 to next year (spec 2 §5, §9). */
export const DASHBOARD_FIRST_YEAR = 2020;
export const YEAR_OUT_OF_RANGE = 'That year is out of range';

export const PIVOT_TYPES = ['RV', 'GM', 'NP'] as const;
export type TPivotType = (typeof PIVOT_TYPES)[number];

/** Leaderboard roles (spec 2 §6): project manager, project engineer, superintendent. */
export const LEADERBOARD_ROLES = ['PM', 'PE', 'SI'] as const;
export type TLeaderboardRole = (typeof LEADERBOARD_ROLES)[number];

export const RECALCULATED_TEXT = 'Dashboard has been recalculated';
export const RECALCULATION_FAILED_TEXT = 'An error occurred while recalculating the dashboard.';

/** What a drill-down lists: the projects behind a figure. */
export const DRILL_MEASURES = ['revenue', 'grossProfit'] as const;
export type TDrillMeasure = (typeof DRILL_MEASURES)[number];

export const RECALCULATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

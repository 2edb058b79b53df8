import { DIVISIONS } from '../project/constants';

/** Company goal categories (spec 2 §3 "goaltype"); net profit = gross profit − overhead. */
export const GOAL_TYPES = ['Revenue', 'Gross Profit', 'Overhead'] as const;
export type TGoalType = (typeof GOAL_TYPES)[number];

/** The division value of a computed row (spec 2 §3). */
export const TOTAL_DIVISION = 'Total';
export const GOAL_DIVISIONS = DIVISIONS;

/** Company and team goal years: 2017 to next year (spec 2 §9). */
export const GOALS_FIRST_YEAR = 2017;

/** Team goal roles (spec 2 §9), with the project field each reads. */
export const TEAM_GOAL_ROLES = ['Project Engineer', 'Project Manager', 'Superintendent'] as const;
export type TTeamGoalRole = (typeof TEAM_GOAL_ROLES)[number];
export const TEAM_GOAL_ROLE_CODE = {
  'Project Manager': 'PM',
  'Project Engineer': 'PE',
  Superintendent: 'SI',
} as const satisfies Record<TTeamGoalRole, string>;

/** A company goal cell: whole dollars, what the integer column holds (0 to 999,999,999). */
export const GOAL_VALUE_MAX = 999_999_999;
/** A team member goal amount: whole dollars. */
export const GOAL_AMOUNT_MAX = 999_999_999;
/** A month percent of a team member goal (stored as a fraction with 4 decimals). */
export const MONTH_PERCENT_MAX = 100;

import type { TDivision } from '../project/constants';

/** Incentives (spec 2 §2.10-§2.12, §9; issue 36): the constants of pools, stars and payouts. */

/** Bonus pool quarters are offered from 2020, payout years from 2019 (spec 2 §9). */
export const BONUS_POOL_FIRST_YEAR = 2020;
export const PAYOUT_FIRST_YEAR = 2019;
export const QUARTERS = [1, 2, 3, 4] as const;

/** Star maximum (spec 2 §9); stars are whole numbers 0 to 5. */
export const STARS_MAX = 5;

/** Leadership pool divisions (spec 2 §3, §9); the group pool is requested as Group. */
export const LEADERSHIP_DIVISIONS = [
  'Construction',
  'Group',
  'Mechanical',
  'Mechanical/Service',
] as const;
export type TLeadershipDivision = (typeof LEADERSHIP_DIVISIONS)[number];

/** Which dashboard divisions' gross profit a leadership division's pool is measured on. */
export const DIVISIONS_OF_LEADERSHIP: Record<TLeadershipDivision, readonly TDivision[]> = {
  Construction: ['Construction'],
  Group: ['Construction', 'Mechanical', 'Service'],
  Mechanical: ['Mechanical'],
  'Mechanical/Service': ['Mechanical', 'Service'],
};

/**
 * The pools of a quarter an admin sets as a percent of a gross profit: 'Profit Share' is the group
 * pool % (of the group's gross profit, shared by stars and hours); each leadership division's is
 * its division goal % (of that division's gross profit, shared by its leaders).
 */
export const INCENTIVE_POOLS = ['Profit Share', ...LEADERSHIP_DIVISIONS] as const;
export type TIncentivePool = (typeof INCENTIVE_POOLS)[number];

/**
 * Positions are security roles that name a job (issue 36 decision, docs/decisions/incentives.md):
 * a person's position is the first of these roles they hold, in this order.
 */
export const POSITION_ROLES = [
  { id: 13, name: 'Executive' },
  { id: 7, name: 'Project Manager' },
  { id: 8, name: 'Project Engineer' },
  { id: 9, name: 'Superintendent' },
  { id: 10, name: 'Estimator' },
  { id: 11, name: 'Safety' },
  { id: 12, name: 'Purchasing' },
  { id: 14, name: 'Contract Administrator' },
  { id: 4, name: 'Accounting' },
  { id: 3, name: 'Office' },
] as const;
export const POSITION_IDS = POSITION_ROLES.map((p) => p.id);

/** The failure alert of Add Leader (spec 2 §8). */
export const ADD_LEADER_FAILED = 'Oh no...Something went wrong!';
export const LOCKED_QUARTER = 'This quarter has been paid and locked; its figures are frozen.';
export const EMPLOYED_NOTE =
  'You must be employed on the payout distribution day to receive the incentive.';

import {
  INCENTIVE_POOLS,
  POSITION_ROLES,
  type TIncentivePool,
} from '@n5/shared/incentives/constants';
import type { TDbOrTx } from '../client';
import { incentiveLeaders, incentivePools, incentivePositionStars } from '../schema/index';
import { DEMO_USER_ID } from './security';

/** Stars by position: the jobs that carry the most weight get the most. */
const STARS: Record<string, number> = {
  Executive: 5,
  'Project Manager': 4,
  'Project Engineer': 3,
  Superintendent: 3,
  Estimator: 3,
  Safety: 2,
  Purchasing: 2,
  'Contract Administrator': 2,
  Accounting: 2,
  Office: 1,
};
/**
 * Salaried positions' standard weeks; the superintendents are paid by the hour, so theirs come
 * from the approved Weekly Timesheet (both kinds show on the worksheet).
 */
const WEEKLY_HOURS: Record<string, string | null> = {
  Superintendent: null,
  Office: '37.50',
};
const weeklyHoursOf = (position: string) =>
  position in WEEKLY_HOURS ? WEEKLY_HOURS[position]! : '40.00';
const POOL_PERCENT: Record<TIncentivePool, string> = {
  'Profit Share': '0.0500',
  Construction: '0.0150',
  Group: '0.0100',
  Mechanical: '0.0200',
  'Mechanical/Service': '0.0150',
};
/** Every demo office user leads a pool, so each one's progress cards show a leadership share. */
const LEADERS = [
  { userId: DEMO_USER_ID.admin, division: 'Group', incentivePercent: '0.2500' },
  { userId: DEMO_USER_ID.superuser, division: 'Mechanical/Service', incentivePercent: '0.2000' },
  { userId: DEMO_USER_ID.pm, division: 'Construction', incentivePercent: '0.3000' },
  { userId: DEMO_USER_ID.estimator, division: 'Construction', incentivePercent: '0.1500' },
  { userId: DEMO_USER_ID.accounting, division: 'Group', incentivePercent: '0.1000' },
] as const;

/**
 * Pools, stars and leaders (issue 36) for every quarter of the seeded year and the one before, so
 * the worksheets, certificates and progress cards show real figures. A few hundred rows, no
 * random stream: no other seeded row changes.
 */
export async function seedIncentives(db: TDbOrTx, options: { today: Date }) {
  const year = options.today.getUTCFullYear();
  const quarters = [year - 1, year].flatMap((y) =>
    [1, 2, 3, 4].map((quarter) => ({ year: y, quarter })),
  );
  const pools = quarters.flatMap((q) =>
    INCENTIVE_POOLS.map((pool) => ({ ...q, pool, percent: POOL_PERCENT[pool] })),
  );
  const stars = quarters.flatMap((q) =>
    POSITION_ROLES.map((p) => ({
      ...q,
      roleId: p.id,
      stars: STARS[p.name] ?? 0,
      weeklyHours: weeklyHoursOf(p.name),
    })),
  );
  const leaders = quarters.flatMap((q) => LEADERS.map((l) => ({ ...q, ...l })));
  await db.insert(incentivePools).values(pools);
  await db.insert(incentivePositionStars).values(stars);
  await db.insert(incentiveLeaders).values(leaders);
  return {
    incentivePools: pools.length,
    incentiveStars: stars.length,
    incentiveLeaders: leaders.length,
  };
}

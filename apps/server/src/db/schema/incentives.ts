import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { INCENTIVE_POOLS, LEADERSHIP_DIVISIONS, STARS_MAX } from '@n5/shared/incentives/constants';
import { WEEKLY_HOURS_MAX } from '@n5/shared/incentives/salaried-hours';
import { roles, users } from './security';
import { oneOf } from './sql-checks';

/** A percent's fraction, 4 places, 0 to 1 (spec 2 §9: incentive percent shows 4 decimals). */
const fraction = (name: string) => numeric(name, { precision: 5, scale: 4 }).notNull().default('0');
const quarterChecks = (name: string, t: { quarter: unknown }) =>
  check(`${name}_quarter_chk`, sql`${t.quarter} between 1 and 4`);

/** The pools' percents of a quarter (issue 36): the group pool % and each division goal %. */
export const incentivePools = pgTable(
  'incentive_pools',
  {
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    pool: text('pool', { enum: INCENTIVE_POOLS }).notNull(),
    percent: fraction('percent'),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.quarter, t.pool] }),
    quarterChecks('incentive_pools', t),
    check('incentive_pools_pool_chk', oneOf(t.pool, INCENTIVE_POOLS)),
    check('incentive_pools_percent_chk', sql`${t.percent} between 0 and 1`),
  ],
);

/** Leadership incentive rows (spec 2 §3): one division and incentive % per leader and quarter. */
export const incentiveLeaders = pgTable(
  'incentive_leaders',
  {
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    division: text('division', { enum: LEADERSHIP_DIVISIONS }).notNull(),
    incentivePercent: fraction('incentive_percent'),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.quarter, t.userId] }),
    quarterChecks('incentive_leaders', t),
    check('incentive_leaders_division_chk', oneOf(t.division, LEADERSHIP_DIVISIONS)),
    check('incentive_leaders_percent_chk', sql`${t.incentivePercent} between 0 and 1`),
  ],
);

/**
 * Position incentive rows (spec 2 §3): the stars of a position (a security role) in a quarter,
 * and its standard weekly hours when it is salaried (null: hours from approved timesheets).
 */
export const incentivePositionStars = pgTable(
  'incentive_position_stars',
  {
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull().default(0),
    weeklyHours: numeric('weekly_hours', { precision: 5, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.quarter, t.roleId] }),
    quarterChecks('incentive_position_stars', t),
    check(
      'incentive_position_stars_chk',
      sql`${t.stars} between 0 and ${sql.raw(String(STARS_MAX))}`,
    ),
    check(
      'incentive_position_weekly_hours_chk',
      sql`${t.weeklyHours} between 0 and ${sql.raw(String(WEEKLY_HOURS_MAX))}`,
    ),
  ],
);

/**
 * A paid quarter (issue 36 item 3): its worksheet frozen as it was when locked, as a certified pay
 * app keeps its figures; later hours, margins, stars or percents do not move it.
 */
export const incentiveLocks = pgTable(
  'incentive_locks',
  {
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: integer('locked_by').references(() => users.userId, { onDelete: 'set null' }),
    worksheet: jsonb('worksheet').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.quarter] }), quarterChecks('incentive_locks', t)],
);

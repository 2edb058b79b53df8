import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { DIVISIONS } from '@n5/shared/project/constants';
import { GOAL_TYPES, TEAM_GOAL_ROLES } from '@n5/shared/goals/constants';
import { RECALCULATION_STATUSES } from '@n5/shared/dashboards/constants';
import { projects } from './projects';
import { users } from './security';
import { oneOf } from './sql-checks';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/** Company goals (spec 2 §2.8): whole dollars per year, division, category and month. */
export const companyGoals = pgTable(
  'company_goals',
  {
    year: smallint('year').notNull(),
    division: text('division', { enum: DIVISIONS }).notNull(),
    goalType: text('goal_type', { enum: GOAL_TYPES }).notNull(),
    month: smallint('month').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.division, t.goalType, t.month] }),
    check('company_goals_division_chk', oneOf(t.division, DIVISIONS)),
    check('company_goals_type_chk', oneOf(t.goalType, GOAL_TYPES)),
    check('company_goals_month_chk', sql`${t.month} between 1 and 12`),
    check('company_goals_value_chk', sql`${t.value} >= 0`),
  ],
);

/** Team member goals (spec 2 §2.9): a goal amount and its months as fractions (null = empty). */
export const teamMemberGoals = pgTable(
  'team_member_goals',
  {
    year: smallint('year').notNull(),
    division: text('division', { enum: DIVISIONS }).notNull(),
    role: text('role', { enum: TEAM_GOAL_ROLES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    goalAmount: integer('goal_amount').notNull().default(0),
    /** months[0] = January: fractions with 4 places (0.0833 = 8.33%), null when empty. */
    months: numeric('months', { precision: 7, scale: 4 })
      .array()
      .notNull()
      .default(sql`array_fill(null::numeric, array[12])`),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.division, t.role, t.userId] }),
    check('team_member_goals_division_chk', oneOf(t.division, DIVISIONS)),
    check('team_member_goals_role_chk', oneOf(t.role, TEAM_GOAL_ROLES)),
    check('team_member_goals_amount_chk', sql`${t.goalAmount} >= 0`),
    check('team_member_goals_months_chk', sql`cardinality(${t.months}) = 12`),
  ],
);

/**
 * The stored summaries the dashboards read (issue 32): one row per project and month of a year
 * with a figure, written by the recalculation job, so a page load never scans every project.
 * Division and the project's PM/PE/SI are copied at recalculation time.
 */
export const dashboardFacts = pgTable(
  'dashboard_facts',
  {
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    division: text('division', { enum: DIVISIONS }).notNull(),
    projectManagerId: integer('project_manager_id'),
    projectEngineerId: integer('project_engineer_id'),
    superintendentId: integer('superintendent_id'),
    pipelineRevenue: money('pipeline_revenue'),
    pipelineGrossProfit: money('pipeline_gross_profit'),
    actualRevenue: money('actual_revenue'),
    actualCost: money('actual_cost'),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.projectId, t.month] }),
    index('dashboard_facts_division_idx').on(t.year, t.division, t.month),
    check('dashboard_facts_month_chk', sql`${t.month} between 1 and 12`),
  ],
);

/** Each Recalculate Dashboard request and where its job is (the screen waits for 'done'). */
export const dashboardRecalculations = pgTable(
  'dashboard_recalculations',
  {
    recalculationId: serial('recalculation_id').primaryKey(),
    years: smallint('years').array().notNull(),
    status: text('status', { enum: RECALCULATION_STATUSES }).notNull().default('queued'),
    error: text('error'),
    requestedBy: integer('requested_by').references(() => users.userId, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('dashboard_recalculations_status_chk', oneOf(t.status, RECALCULATION_STATUSES))],
);

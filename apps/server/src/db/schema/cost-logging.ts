import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { subCategories } from './categories';
import { conditions } from './estimating';
import { projects } from './projects';
import { users } from './security';

const hours = (name: string) => numeric(name, { precision: 5, scale: 2 }).notNull().default('0');

/**
 * Labor time logged in the field against a condition (spec 3 §3 "Assignment hours", §7
 * assignment-task): one row per person, condition and day. Actual labor of the local books is
 * these hours x the person's labor rate, beside the dispatch board's field time.
 */
export const conditionLaborLogs = pgTable(
  'condition_labor_logs',
  {
    laborLogId: serial('labor_log_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    conditionId: integer('condition_id')
      .notNull()
      .references(() => conditions.conditionId, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.subCategoryId),
    /** Whose hours these are (the proxy user when someone logged for them). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    logDate: date('log_date').notNull(),
    regularHours: hours('regular_hours'),
    overtimeHours: hours('overtime_hours'),
    estimateToCompleteHours: numeric('estimate_to_complete_hours', { precision: 8, scale: 2 }),
    /** Who typed them in. */
    enteredBy: integer('entered_by').references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('condition_labor_logs_day_uq').on(t.userId, t.conditionId, t.logDate),
    index('condition_labor_logs_project_idx').on(t.projectId, t.subCategoryId),
    check(
      'condition_labor_logs_hours_chk',
      sql`${t.regularHours} between 0 and 24 and ${t.overtimeHours} between 0 and 24`,
    ),
  ],
);

/**
 * Stock items and their average cost (spec 3 §7 stock-items): what the embedded accounting
 * gateway answers; an inventory entry costs its item's average cost.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    inventoryId: text('inventory_id').primaryKey(),
    description: text('description').notNull(),
    baseUom: text('base_uom'),
    averageCost: numeric('average_cost', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [check('stock_items_cost_chk', sql`${t.averageCost} >= 0`)],
);

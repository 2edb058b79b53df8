import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './security';

/**
 * The GM Report Upload (spec 2 §2.19, issue 34): accounting's month-end gross profit per project,
 * as the uploaded sheet gave it. A new upload of a month replaces that month's rows.
 */
export const grossProfitUploads = pgTable(
  'gross_profit_uploads',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull(),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.userId, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.month, t.projectId] }),
    check('gross_profit_uploads_month_chk', sql`${t.month} between 1 and 12`),
  ],
);

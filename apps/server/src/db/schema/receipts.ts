import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { RECEIPT_STATUSES, RECEIPT_TYPES } from '@n5/shared/receipts/rules';
import { conditions } from './estimating';
import { storedFiles } from './platform';
import { projects } from './projects';
import { users } from './security';
import { oneOf } from './sql-checks';

/**
 * A receipt submitted from the field (spec 3 §3 "Receipt"): project receipts carry the project,
 * condition and PO number and count as material cost of the condition's sub-category; personal
 * (non-project) receipts carry an NP number. The PDF lives in the file store.
 */
export const receipts = pgTable(
  'receipts',
  {
    receiptId: serial('receipt_id').primaryKey(),
    kind: text('kind', { enum: RECEIPT_TYPES }).notNull(),
    /** The PO number (project) or NP number (non-project). */
    receiptNumber: text('receipt_number').notNull(),
    projectId: integer('project_id').references(() => projects.projectId, { onDelete: 'cascade' }),
    conditionId: integer('condition_id').references(() => conditions.conditionId, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    vendor: text('vendor').notNull().default(''),
    transactionDate: date('transaction_date').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    purchasedWithCard: boolean('purchased_with_card').notNull(),
    notes: text('notes').notNull().default(''),
    fileKey: uuid('file_key')
      .notNull()
      .references(() => storedFiles.fileKey),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('Received'),
    processedBy: integer('processed_by').references(() => users.userId, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What the accounting system calls it once pushed; null in the local books. */
    accountingReference: text('accounting_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipts_status_idx').on(t.status, t.createdAt),
    index('receipts_project_idx').on(t.projectId, t.conditionId),
    index('receipts_user_idx').on(t.userId),
    check('receipts_kind_chk', oneOf(t.kind, RECEIPT_TYPES)),
    check('receipts_status_chk', oneOf(t.status, RECEIPT_STATUSES)),
    check('receipts_total_chk', sql`${t.total} > 0`),
    check('receipts_project_chk', sql`(${t.kind} = 'project') = (${t.projectId} is not null)`),
  ],
);

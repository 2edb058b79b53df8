import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAY_APP_STATUSES } from '@n5/shared/billing/constants';
import { PAY_APP_KIND_VALUES, RETAINAGE_CONVENTION_VALUES } from '@n5/shared/billing/retainage';
import { projects } from './projects';
import { users } from './security';
import { oneOf } from './sql-checks';

/**
 * Payment applications (issue 16; DOMAIN "Pay apps"): numbered per project (the spec's
 * paymentApplicationType), reached by the client through their guid (/payapp?i={guid}).
 * Once certified (Approved by the client, or sent to accounting) `certified` holds the frozen
 * G702/G703 figures the client approved: later edits never change them, and the next
 * application's line 7 reads line 6 from here.
 */
export const payApps = pgTable(
  'pay_apps',
  {
    payAppId: serial('pay_app_id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    /** 1, 2, ... per project (spec: paymentApplicationType). */
    number: integer('number').notNull(),
    status: text('status', { enum: PAY_APP_STATUSES }).notNull().default('Preparing'),
    /**
     * Retainage on work as a fraction with 6 places (0.100000 = 10%, 0.053426 = 5.3426%); from
     * the Base contract's retention.
     */
    retainageRate: numeric('retainage_rate', { precision: 9, scale: 6 }).notNull().default('0'),
    /** Retainage on stored materials; null = the same as work. */
    storedRetainageRate: numeric('stored_retainage_rate', { precision: 9, scale: 6 }),
    /**
     * How the rate applies (issue 31 item 2): 'whole' = to all work to date (a reduction lowers
     * what earlier work holds), 'new' = to this period's work only (earlier work keeps its own).
     */
    retainageConvention: text('retainage_convention', { enum: RETAINAGE_CONVENTION_VALUES })
      .notNull()
      .default('whole'),
    /** 'progress' bills work and stored materials; 'release' bills only retainage held. */
    kind: text('kind', { enum: PAY_APP_KIND_VALUES }).notNull().default('progress'),
    /** A release's retainage on work released; null = all of it (a full release). */
    releaseAmount: numeric('release_amount', { precision: 14, scale: 2 }),
    /**
     * "Period to" and the application date (issue 31 item 6): entered by the user, today by
     * default, frozen with the figures on certification (the snapshot's header keeps them).
     */
    periodTo: date('period_to', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    applicationDate: date('application_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    /** 0, then 1, 2, ... each time a certified version is voided (`pay_app_voids`) and revised. */
    revision: integer('revision').notNull().default(0),
    /** Client emails it was last sent to, comma separated (spec 1 §9). */
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** 'client' (approved by link) or 'accounting' (sent to accounting). */
    certifiedBy: text('certified_by'),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    /** The user who certified it (status or Send to accounting); null for the client's approval. */
    certifiedByUserId: integer('certified_by_user_id').references(() => users.userId, {
      onDelete: 'set null',
    }),
    /** The certified G702/G703 PDF in the file store, rendered once from the frozen figures. */
    pdfFileKey: text('pdf_file_key'),
    /** The frozen { g702, g703 } figures as certified (pay-app-math's output). */
    certified: jsonb('certified'),
    /** The accounting push of the pro forma invoice: none, queued, synced or failed. */
    accountingStatus: text('accounting_status').notNull().default('none'),
    accountingError: text('accounting_error'),
    accountingRef: text('accounting_ref'),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pay_apps_project_number_uq').on(t.projectId, t.number),
    check('pay_apps_status_chk', oneOf(t.status, PAY_APP_STATUSES)),
    check('pay_apps_number_chk', sql`${t.number} >= 1`),
    check('pay_apps_certified_chk', sql`(${t.certified} is null) = (${t.certifiedAt} is null)`),
    check('pay_apps_convention_chk', oneOf(t.retainageConvention, RETAINAGE_CONVENTION_VALUES)),
    check('pay_apps_kind_chk', oneOf(t.kind, PAY_APP_KIND_VALUES)),
    check(
      'pay_apps_release_chk',
      sql`${t.releaseAmount} is null or (${t.kind} = 'release' and ${t.releaseAmount} > 0)`,
    ),
  ],
);

/** One pay app's amounts for one sub-category: work this period and materials stored. */
export const payAppLines = pgTable(
  'pay_app_lines',
  {
    payAppId: integer('pay_app_id')
      .notNull()
      .references(() => payApps.payAppId, { onDelete: 'cascade' }),
    subCategoryCode: text('sub_category_code').notNull(),
    work: numeric('work', { precision: 14, scale: 2 }).notNull().default('0'),
    stored: numeric('stored', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The percent typed, when the amount was entered as a percent (display only). */
    enteredPercent: numeric('entered_percent', { precision: 9, scale: 4 }),
    /** The line's own retainage rate (Column I override, issue 31 item 2); null = the pay app's. */
    retainageRate: numeric('retainage_rate', { precision: 9, scale: 6 }),
    updatedBy: integer('updated_by').references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.payAppId, t.subCategoryCode] }),
    check(
      'pay_app_lines_rate_chk',
      sql`${t.retainageRate} is null or (${t.retainageRate} >= 0 and ${t.retainageRate} <= 1)`,
    ),
  ],
);

/** Client decisions on the public page: approvals and rejections (with the reason), kept. */
export const payAppDecisions = pgTable(
  'pay_app_decisions',
  {
    decisionId: serial('decision_id').primaryKey(),
    payAppId: integer('pay_app_id')
      .notNull()
      .references(() => payApps.payAppId, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pay_app_decisions_pay_app_idx').on(t.payAppId),
    check('pay_app_decisions_decision_chk', sql`${t.decision} in ('approved', 'rejected')`),
    check(
      'pay_app_decisions_reason_chk',
      sql`${t.decision} = 'approved' or char_length(${t.reason}) >= 5`,
    ),
  ],
);

/**
 * Payments received against a certified pay app (issue 31 item 5): the pay app is Paid when they
 * cover its line 8. Never more than line 8 in total (the use case refuses it under the project's
 * lock); a payment recorded by mistake is deleted (audited), which clears Paid.
 */
export const payAppPayments = pgTable(
  'pay_app_payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    payAppId: integer('pay_app_id')
      .notNull()
      .references(() => payApps.payAppId, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** The check or transfer number. */
    reference: text('reference').notNull(),
    recordedBy: integer('recorded_by').references(() => users.userId, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pay_app_payments_pay_app_idx').on(t.payAppId),
    check('pay_app_payments_amount_chk', sql`${t.amount} > 0`),
  ],
);

/**
 * Voided versions of pay apps (issue 31 item 3): a certified pay app corrected after the fact is
 * copied here as it was certified (its frozen figures, lines, dates and stored PDF), with who
 * voided it and why; the pay app itself reopens as its next revision under the same number and
 * link, and the next application's line 7 reads the revision once it is certified.
 */
export const payAppVoids = pgTable(
  'pay_app_voids',
  {
    voidId: serial('void_id').primaryKey(),
    payAppId: integer('pay_app_id')
      .notNull()
      .references(() => payApps.payAppId, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    status: text('status').notNull(),
    certified: jsonb('certified').notNull(),
    certifiedAt: timestamp('certified_at', { withTimezone: true }).notNull(),
    certifiedBy: text('certified_by'),
    certifiedByUserId: integer('certified_by_user_id'),
    /** Work and stored per sub-category as certified. */
    lines: jsonb('lines').notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    applicationDate: date('application_date', { mode: 'string' }).notNull(),
    pdfFileKey: text('pdf_file_key'),
    accountingRef: text('accounting_ref'),
    reason: text('reason').notNull(),
    voidedBy: integer('voided_by').references(() => users.userId, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pay_app_voids_revision_uq').on(t.payAppId, t.revision),
    check('pay_app_voids_reason_chk', sql`char_length(${t.reason}) >= 5`),
  ],
);

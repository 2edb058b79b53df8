import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { emailOutbox } from './platform';
import { projects } from './projects';
import { users } from './security';

/**
 * A client satisfaction survey (issue 33; spec 2 §3 "Survey list row"): one per completed project,
 * made by the invitation batch. Either it was sent (sent_at, the outbox email) or it was not, with
 * the do-not-send reason. The kpi_event_id is the link's eid; the link is signed on the server.
 */
export const clientSurveys = pgTable(
  'client_surveys',
  {
    surveyId: serial('survey_id').primaryKey(),
    kpiEventId: uuid('kpi_event_id').notNull().unique().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .unique()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    /** The link's mt (KN, PP or SM). */
    surveyType: text('survey_type').notNull().default('PP'),
    /** The project manager the survey is about (the list's Rep), at batch time. */
    repUserId: integer('rep_user_id').references(() => users.userId, { onDelete: 'set null' }),
    batchDate: date('batch_date').notNull(),
    /** The client contact's email at batch time (null: none). */
    clientEmail: text('client_email'),
    doNotSendReason: text('do_not_send_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    emailId: bigint('email_id', { mode: 'number' }).references(() => emailOutbox.emailId, {
      onDelete: 'set null',
    }),
    responseDate: timestamp('response_date', { withTimezone: true }),
    comments: text('comments'),
    /** A hidden survey's link shows the "already completed" message. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('client_surveys_batch_idx').on(t.batchDate),
    index('client_surveys_email_idx').on(t.clientEmail, t.sentAt),
    check('client_surveys_type_chk', sql`${t.surveyType} in ('KN', 'PP', 'SM')`),
    check('client_surveys_sent_chk', sql`(${t.sentAt} is null) or (${t.doNotSendReason} is null)`),
  ],
);

/** One rating of a survey: 0-4 on the 5-point questions, 0-10 on the recommend question. */
export const clientSurveyAnswers = pgTable(
  'client_survey_answers',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => clientSurveys.surveyId, { onDelete: 'cascade' }),
    questionId: smallint('question_id').notNull(),
    value: smallint('value').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.questionId] }),
    check('client_survey_answers_value_chk', sql`${t.value} between 0 and 10`),
  ],
);

/** Addresses that asked for no more surveys (lower case). */
export const surveyUnsubscribes = pgTable('survey_unsubscribes', {
  email: text('email').primaryKey(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text('ip_address'),
});

/**
 * The KPI settings an admin edits (issue 33 item 2): per KPI uid the threshold and goal (as
 * fractions of the KPI's scale) and the payout percent of the position's incentive.
 */
export const kpiSettings = pgTable(
  'kpi_settings',
  {
    uid: text('uid').primaryKey(),
    threshold: numeric('threshold', { precision: 5, scale: 4 }).notNull(),
    goal: numeric('goal', { precision: 5, scale: 4 }).notNull(),
    payoutPercent: numeric('payout_percent', { precision: 5, scale: 4 }).notNull(),
    description: text('description').notNull(),
    updatedBy: integer('updated_by').references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'kpi_settings_range_chk',
      sql`${t.threshold} between -1 and 1 and ${t.goal} between -1 and 1`,
    ),
    check('kpi_settings_payout_chk', sql`${t.payoutPercent} between 0 and 1`),
  ],
);

/** Settings of the survey invitations (one row, id 1): days before a client is surveyed again. */
export const surveySettings = pgTable(
  'survey_settings',
  {
    id: smallint('id').primaryKey().default(1),
    resurveyDays: integer('resurvey_days').notNull().default(90),
    lastBatchDate: date('last_batch_date'),
  },
  (t) => [
    check('survey_settings_one_row_chk', sql`${t.id} = 1`),
    check('survey_settings_days_chk', sql`${t.resurveyDays} between 0 and 3650`),
  ],
);

/** Secrets that sign public links when SESSION_SECRET is not set (made once, kept here). */
export const linkKeys = pgTable('link_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

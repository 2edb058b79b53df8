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
} from 'drizzle-orm/pg-core';
import {
  API_VERSIONS,
  BID_TYPES,
  DEFAULT_EXCLUSIONS,
  FORECAST_KEYS,
  PROPOSAL_FORMAT_TYPES,
  STAGE_TYPES,
  type TForecastKey,
} from '@n5/shared/project/constants';
import { companies, contacts } from './crm';
import { users } from './security';
import { oneOf } from './sql-checks';

const userRef = (name: string) =>
  integer(name).references(() => users.userId, { onDelete: 'set null' });
/** Rates, percents and probabilities are fractions (0.1 = 10%) with 4 decimals. */
const fraction = (name: string) => numeric(name, { precision: 7, scale: 4 });

/** Every Project field of spec 1 §3, plus the browser's estimate until contracts exist. */
export const projects = pgTable(
  'projects',
  {
    projectId: serial('project_id').primaryKey(),
    projectName: text('project_name').notNull(),
    projectDescription: text('project_description'),
    exclusions: text('exclusions').notNull().default(DEFAULT_EXCLUSIONS),
    clientContactId: integer('client_contact_id').references(() => contacts.contactId, {
      onDelete: 'set null',
    }),
    clientCompanyId: integer('client_company_id').references(() => companies.companyId, {
      onDelete: 'set null',
    }),
    workLocationName: text('work_location_name'),
    workLocationAddress: text('work_location_address'),
    billingContactId: integer('billing_contact_id').references(() => contacts.contactId, {
      onDelete: 'set null',
    }),
    billingAddress: text('billing_address'),
    /** Null is the spec's empty bid type. */
    bidType: text('bid_type', { enum: BID_TYPES }),
    days: integer('days'),
    stageType: text('stage_type', { enum: STAGE_TYPES }).notNull().default('Preparing Proposal'),
    /** 1 taxed, 0 not taxed, -1 exempt (spec 1 §3). */
    ksRemodelingTaxInd: smallint('ks_remodeling_tax_ind').notNull().default(0),
    submittedDate: date('submitted_date'),
    retention: fraction('retention').notNull().default('0'),
    /** Progress billing needed. */
    budgetInd: smallint('budget_ind').notNull().default(0),
    projectManagerId: userRef('project_manager_id'),
    superintendentId: userRef('superintendent_id'),
    projectEngineerId: userRef('project_engineer_id'),
    probability: fraction('probability').notNull().default('0'),
    proposalFormatType: text('proposal_format_type', { enum: PROPOSAL_FORMAT_TYPES })
      .notNull()
      .default('Detail'),
    contractSentDate: date('contract_sent_date'),
    clientApprovalDate: date('client_approval_date'),
    completedInd: smallint('completed_ind').notNull().default(0),
    completedDate: date('completed_date'),
    estimatedBy: userRef('estimated_by'),
    soldBy: userRef('sold_by'),
    managedBy: userRef('managed_by'),
    apiVersion: text('api_version', { enum: API_VERSIONS }).notNull().default('v1'),
    /** The estimate the browser shows until client contracts exist (later issues derive it). */
    contractAmount: numeric('contract_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    estMarginPercent: fraction('est_margin_percent').notNull().default('0'),
    /** When the job start-up form was signed (the Job Start Up flag); null = not signed. */
    jobStartupSignedAt: timestamp('job_startup_signed_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The browser filters by stage and by the PM/PE/SI of the ME button.
    index('projects_stage_idx').on(t.stageType),
    index('projects_pm_idx').on(t.projectManagerId),
    index('projects_pe_idx').on(t.projectEngineerId),
    index('projects_si_idx').on(t.superintendentId),
    index('projects_client_company_idx').on(t.clientCompanyId),
    index('projects_client_contact_idx').on(t.clientContactId),
    check('projects_stage_chk', oneOf(t.stageType, STAGE_TYPES)),
    check('projects_bid_type_chk', sql`${t.bidType} is null or ${oneOf(t.bidType, BID_TYPES)}`),
    check('projects_ks_tax_chk', oneOf(t.ksRemodelingTaxInd, [-1, 0, 1])),
    check('projects_budget_ind_chk', oneOf(t.budgetInd, [0, 1])),
    check('projects_completed_ind_chk', oneOf(t.completedInd, [0, 1])),
    check('projects_format_chk', oneOf(t.proposalFormatType, PROPOSAL_FORMAT_TYPES)),
    check('projects_api_version_chk', oneOf(t.apiVersion, API_VERSIONS)),
    check('projects_retention_chk', sql`${t.retention} between 0 and 1`),
    check('projects_probability_chk', sql`${t.probability} between 0 and 1`),
    check('projects_days_chk', sql`${t.days} is null or ${t.days} >= 0`),
  ],
);

const forecastColumns = Object.fromEntries(
  FORECAST_KEYS.map((key) => [key, fraction(key).notNull().default('0')]),
) as Record<TForecastKey, ReturnType<typeof fraction>>;

const quotedForecastKeys = FORECAST_KEYS.map((k) => `"${k}"`);

/**
 * The cells as the members of the project browser's JSON row ('"jan1":"0.2500",...'): written
 * once per change by PostgreSQL instead of 36 conversions per row on every list request.
 */
const cellsJsonSql = sql.raw(
  quotedForecastKeys.map((k, i) => `'${i ? ',' : ''}${k}:"' || ${k}::text || '"'`).join(' || '),
);

/**
 * One row per project: 36 monthly fractions jan1..dec3 (1 previous year, 2 current, 3 next).
 * The database refuses a total over 100%, whatever path the write takes. `total` and
 * `cells_json` are generated (read models of the project browser, docs/decisions.md).
 */
export const forecasts = pgTable(
  'forecasts',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    ...forecastColumns,
    total: numeric('total', { precision: 9, scale: 4 })
      .notNull()
      .generatedAlwaysAs(sql.raw(quotedForecastKeys.join(' + '))),
    cellsJson: text('cells_json').notNull().generatedAlwaysAs(cellsJsonSql),
  },
  () => [
    check(
      'forecasts_cells_chk',
      sql.raw(quotedForecastKeys.map((k) => `${k} between 0 and 1`).join(' and ')),
    ),
    check('forecasts_total_chk', sql.raw(`(${quotedForecastKeys.join(' + ')}) <= 1`)),
  ],
);

/**
 * The calendar year that forecast slot 2 means (one row): slots are relative to the current year,
 * so on 1 January every project's cells move one slot back (modules/forecast/service.ts, rollYears).
 */
export const forecastYear = pgTable(
  'forecast_year',
  {
    id: boolean('id').primaryKey().default(true),
    currentYear: smallint('current_year').notNull(),
  },
  (t) => [check('forecast_year_one_row_chk', sql`${t.id}`)],
);

/** The 36 cell columns alone (not the key nor the generated read models), to copy or read. */
export const forecastCells = Object.fromEntries(
  FORECAST_KEYS.map((key) => [key, forecasts[key]]),
) as Pick<typeof forecasts, TForecastKey>;

export const projectNotes = pgTable(
  'project_notes',
  {
    noteId: serial('note_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    noteText: text('note_text').notNull(),
    /** The author; notes outlive a deleted user. */
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    /** 1 = shown in the Client view of the notes (spec 1 §4). */
    includeClientInd: smallint('include_client_ind').notNull().default(0),
  },
  (t) => [
    index('project_notes_project_idx').on(t.projectId, t.createdDate),
    check('project_notes_include_client_chk', oneOf(t.includeClientInd, [0, 1])),
  ],
);

/** Users who get an email when a note is added to the project. */
export const projectNotificationRecipients = pgTable(
  'project_notification_recipients',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_notification_recipients_user_idx').on(t.userId),
  ],
);

const moneyColumn = (name: string) =>
  numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
const quantityColumn = (name: string) =>
  numeric(name, { precision: 14, scale: 4 }).notNull().default('0');

/**
 * A project's task budget lines as the books keep them (one per sub-category and type): what the
 * embedded accounting gateway answers to Export Project Task Budget. With ACCOUNTING=acumatica
 * the lines come from Acumatica instead.
 */
export const projectBudgetLines = pgTable(
  'project_budget_lines',
  {
    budgetLineId: serial('budget_line_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    subCategoryCode: text('sub_category_code').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['Income', 'Expense'] }).notNull(),
    accountGroup: text('account_group'),
    costCode: text('cost_code'),
    uom: text('uom'),
    originalBudgetedQty: quantityColumn('original_budgeted_qty'),
    originalBudgetedAmount: moneyColumn('original_budgeted_amount'),
    revisedBudgetedAmount: moneyColumn('revised_budgeted_amount'),
    committedAmount: moneyColumn('committed_amount'),
    actualQty: quantityColumn('actual_qty'),
    actualAmount: moneyColumn('actual_amount'),
  },
  (t) => [
    index('project_budget_lines_project_idx').on(t.projectId),
    check('project_budget_lines_type_chk', oneOf(t.type, ['Income', 'Expense'])),
  ],
);

/**
 * The last transaction that changed anything the project browser's lists show (projects,
 * forecasts, project notes, the names of users and client companies), in 16 slots: deferred row
 * triggers of migration 0009 set the slot of the writing transaction's id (id mod 16) to that id
 * at its commit, so every instance can tell from the 16 values whether the list it holds is still
 * the database's (modules/browser/list-cache.ts). Writers wait for each other only within a slot.
 */
export const BROWSER_LIST_VERSION_SLOTS = 16;
export const browserListVersion = pgTable(
  'browser_list_version',
  {
    slot: smallint('slot').primaryKey(),
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    check(
      'browser_list_version_slot_chk',
      sql`${t.slot} between 0 and ${sql.raw(String(BROWSER_LIST_VERSION_SLOTS - 1))}`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CLIENT_CONTRACT_TYPE_SQL,
  CONTRACT_STAGES,
  SUB_CONTRACT_TYPE_SQL,
} from '@n5/shared/contracts/constants';
import { companies } from './crm';
import { projects } from './projects';
import { oneOf } from './sql-checks';

/**
 * How a contract was approved and where its accounting push stands (issue 14). The signature
 * evidence itself (name, image, IP, agent, document hash) is written by the public signing page
 * (issue 15); return to pending erases it here and keeps it in the audit log.
 */
const approvalAndSync = () => ({
  /** 'Signature', 'Manual contract upload' or 'Pushed without signature'. */
  approvalSource: text('approval_source'),
  signedName: text('signed_name'),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  signatureEvidence: text('signature_evidence'),
  /** The uploaded signed contract (stored_files.file_key). */
  contractFileKey: uuid('contract_file_key'),
  /** none, queued, synced or failed. */
  accountingStatus: text('accounting_status').notNull().default('none'),
  accountingError: text('accounting_error'),
  accountingAt: timestamp('accounting_at', { withTimezone: true }),
});

/**
 * Client contracts, minimal (issue 13): what conditions point at and what decides their inclusion
 * stage. Issue 14 (contracts) extends this table (description, days, retention, signatures...).
 */
export const clientContracts = pgTable(
  'client_contracts',
  {
    contractId: uuid('contract_id').primaryKey().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.companyId, {
      onDelete: 'set null',
    }),
    /** 'Base', 'CO n' or 'Alt n'. */
    contractType: text('contract_type').notNull(),
    /** The n of 'CO n' / 'Alt n'; 0 for Base (sorting). */
    contractNumber: integer('contract_number').notNull().default(0),
    stage: text('stage', { enum: CONTRACT_STAGES }).notNull().default('Pending'),
    /** ContractSentInd (spec 1 §3). */
    sentInd: smallint('sent_ind').notNull().default(0),
    sentDate: date('sent_date'),
    approvalDate: date('approval_date'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    // Issue 14 (contracts).
    description: text('description').notNull().default(''),
    /** ClientWorkDays: a whole number, or null until filled out. */
    workDays: integer('work_days'),
    /** A fraction (0.1000 = 10%); 0 by default. */
    retention: numeric('retention', { precision: 7, scale: 4 }).notNull().default('0'),
    /** The Alternates form's sent flag (alternates only). */
    alternateSentInd: smallint('alternate_sent_ind').notNull().default(0),
    /**
     * The client's answer on the alternate-approval page (issue 15): null until submitted, then
     * 1 chosen or 0 not chosen (alternates only). Chosen ones become Approved, the others Inactive.
     */
    alternateSelectedInd: smallint('alternate_selected_ind'),
    alternateSelectedAt: timestamp('alternate_selected_at', { withTimezone: true }),
    ...approvalAndSync(),
  },
  (t) => [
    index('client_contracts_project_idx').on(t.projectId),
    check(
      'client_contracts_type_chk',
      sql`${t.contractType} ~ ${sql.raw(`'${CLIENT_CONTRACT_TYPE_SQL}'`)}`,
    ),
    check('client_contracts_stage_chk', oneOf(t.stage, CONTRACT_STAGES)),
    check('client_contracts_sent_chk', oneOf(t.sentInd, [0, 1])),
    check(
      'client_contracts_alt_selected_chk',
      sql`${t.alternateSelectedInd} is null or ${t.alternateSelectedInd} in (0, 1)`,
    ),
    check('client_contracts_retention_chk', sql`${t.retention} >= 0 and ${t.retention} <= 1`),
    check('client_contracts_work_days_chk', sql`${t.workDays} is null or ${t.workDays} >= 0`),
    check(
      'client_contracts_accounting_chk',
      oneOf(t.accountingStatus, ['none', 'queued', 'synced', 'failed']),
    ),
  ],
);

/**
 * Sub contracts, minimal (issue 13): one per subcontractor company, project and type. A null
 * company is the spec's "Placeholder" (no subcontractor chosen yet).
 */
export const subContracts = pgTable(
  'sub_contracts',
  {
    contractId: uuid('contract_id').primaryKey().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.companyId, {
      onDelete: 'set null',
    }),
    /** 'Base' or 'Alt n'. */
    subContractType: text('sub_contract_type').notNull().default('Base'),
    stage: text('stage', { enum: CONTRACT_STAGES }).notNull().default('Pending'),
    sentInd: smallint('sent_ind').notNull().default(0),
    approvalDate: date('approval_date'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    // Issue 14 (contracts).
    sentDate: date('sent_date'),
    workDays: integer('work_days'),
    retention: numeric('retention', { precision: 7, scale: 4 }).notNull().default('0'),
    /** Upload Bid: the bid date and the stored PDF. */
    bidDate: date('bid_date'),
    bidFileKey: uuid('bid_file_key'),
    ...approvalAndSync(),
  },
  (t) => [
    index('sub_contracts_project_idx').on(t.projectId),
    check(
      'sub_contracts_type_chk',
      sql`${t.subContractType} ~ ${sql.raw(`'${SUB_CONTRACT_TYPE_SQL}'`)}`,
    ),
    check('sub_contracts_stage_chk', oneOf(t.stage, CONTRACT_STAGES)),
    check('sub_contracts_sent_chk', oneOf(t.sentInd, [0, 1])),
    check('sub_contracts_retention_chk', sql`${t.retention} >= 0 and ${t.retention} <= 1`),
    check('sub_contracts_work_days_chk', sql`${t.workDays} is null or ${t.workDays} >= 0`),
    check(
      'sub_contracts_accounting_chk',
      oneOf(t.accountingStatus, ['none', 'queued', 'synced', 'failed']),
    ),
  ],
);

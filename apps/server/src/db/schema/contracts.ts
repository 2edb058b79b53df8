import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
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
  },
  (t) => [
    index('client_contracts_project_idx').on(t.projectId),
    check(
      'client_contracts_type_chk',
      sql`${t.contractType} ~ ${sql.raw(`'${CLIENT_CONTRACT_TYPE_SQL}'`)}`,
    ),
    check('client_contracts_stage_chk', oneOf(t.stage, CONTRACT_STAGES)),
    check('client_contracts_sent_chk', oneOf(t.sentInd, [0, 1])),
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
  },
  (t) => [
    index('sub_contracts_project_idx').on(t.projectId),
    check(
      'sub_contracts_type_chk',
      sql`${t.subContractType} ~ ${sql.raw(`'${SUB_CONTRACT_TYPE_SQL}'`)}`,
    ),
    check('sub_contracts_stage_chk', oneOf(t.stage, CONTRACT_STAGES)),
    check('sub_contracts_sent_chk', oneOf(t.sentInd, [0, 1])),
  ],
);

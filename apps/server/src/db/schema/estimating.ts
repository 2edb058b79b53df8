import { sql } from 'drizzle-orm';
import {
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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { TEMPLATE_STATUSES, UNIT_CODES } from '@n5/shared/estimating/constants';
import { subCategories } from './categories';
import { clientContracts, subContracts } from './contracts';
import { companies } from './crm';
import { projects } from './projects';
import { users } from './security';
import { oneOf } from './sql-checks';

/** Money totals: 2 places (stored rounded half away from zero, DOMAIN "Money"). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
/** Per-unit costs and quantities: 4 places. */
const unit4 = (name: string) => numeric(name, { precision: 14, scale: 4 }).notNull().default('0');
/** Markups as fractions (0.15 = 15%). */
const fraction = (name: string) => numeric(name, { precision: 7, scale: 4 }).notNull().default('0');
const flag = (name: string) => smallint(name).notNull().default(0);

/** The estimate inputs a condition and a template share (DOMAIN "Condition math"). */
const estimateInputs = () => ({
  conditionName: text('condition_name').notNull(),
  measurementType: text('measurement_type', { enum: UNIT_CODES }),
  /** InternalComments: the condition description. */
  internalComments: text('internal_comments').notNull().default(''),
  /** SubcontractorScope: the subcontractor description. */
  subcontractorScope: text('subcontractor_scope').notNull().default(''),
  /** Hours per unit. */
  laborHours: unit4('labor_hours'),
  /** Dollars per hour. */
  laborRate: money('labor_rate'),
  laborMarkup: fraction('labor_markup'),
  /** Per unit. */
  materialCost: unit4('material_cost'),
  materialMarkup: fraction('material_markup'),
  equipmentCost: unit4('equipment_cost'),
  equipmentMarkup: fraction('equipment_markup'),
  otherCostsCost: unit4('other_costs_cost'),
  otherCostsMarkup: fraction('other_costs_markup'),
});

/**
 * One priced line of scope (spec 1 §3 Condition). Inputs are edited through setcondition; the
 * derived columns are computed by packages/shared/src/estimating/math.ts and stored in the same
 * transaction. In-house totals are kept even while a subcontractor is selected (the card shows
 * them); the summaries count them only when `selected_subcontractor_id` is null.
 */
export const conditions = pgTable(
  'conditions',
  {
    conditionId: serial('condition_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.subCategoryId),
    clientContractId: uuid('client_contract_id').references(() => clientContracts.contractId, {
      onDelete: 'set null',
    }),
    subContractId: uuid('sub_contract_id').references(() => subContracts.contractId, {
      onDelete: 'set null',
    }),
    totalQuantities: unit4('total_quantities'),
    ...estimateInputs(),
    // Derived per unit.
    laborCost: unit4('labor_cost'),
    laborTotal: unit4('labor_total'),
    materialTotal: unit4('material_total'),
    equipmentTotal: unit4('equipment_total'),
    otherCostsTotal: unit4('other_costs_total'),
    // Derived over the quantity (in-house).
    laborHoursTotal: unit4('labor_hours_total'),
    laborCostTotal: money('labor_cost_total'),
    laborGrandTotal: money('labor_grand_total'),
    materialCostTotal: money('material_cost_total'),
    materialGrandTotal: money('material_grand_total'),
    equipmentCostTotal: money('equipment_cost_total'),
    equipmentGrandTotal: money('equipment_grand_total'),
    otherCostsCostTotal: money('other_costs_cost_total'),
    otherCostsGrandTotal: money('other_costs_grand_total'),
    // The selected subcontractor's bid (0 when in-house).
    subCost: money('sub_cost'),
    subMarkup: fraction('sub_markup'),
    subTotal: money('sub_total'),
    // The condition's price.
    totalCost: money('total_cost'),
    totalMarkup: money('total_markup'),
    preTax: money('pre_tax'),
    /** PreTax / quantity; null when the quantity is 0. */
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }),
    taxableTotal: money('taxable_total'),
    tax: money('tax'),
    grandTotal: money('grand_total'),
    clientApprovedInd: flag('client_approved_ind'),
    subContractApprovedInd: flag('sub_contract_approved_ind'),
    overwriteCostInd: flag('overwrite_cost_ind'),
    /** 1 when the in-house option was selected when the client signed. */
    n5SelectedAtSigning: flag('n5_selected_at_signing'),
    selectedSubcontractorId: integer('selected_subcontractor_id').references(
      () => companies.companyId,
      { onDelete: 'set null' },
    ),
    /** The template it was copied from, if any. */
    templateId: integer('template_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conditions_project_sub_idx').on(t.projectId, t.subCategoryId),
    index('conditions_client_contract_idx').on(t.clientContractId),
    index('conditions_sub_contract_idx').on(t.subContractId),
    index('conditions_name_unit_idx').on(t.conditionName, t.measurementType),
    check(
      'conditions_unit_chk',
      sql`${t.measurementType} is null or ${oneOf(t.measurementType, UNIT_CODES)}`,
    ),
    check(
      'conditions_flags_chk',
      sql`${t.clientApprovedInd} in (0, 1) and ${t.subContractApprovedInd} in (0, 1) and ${t.overwriteCostInd} in (0, 1) and ${t.n5SelectedAtSigning} in (0, 1)`,
    ),
    check(
      'conditions_nonnegative_chk',
      // The quantity may be negative: a deduction on a change order (issue 31 item 1).
      sql`${t.laborHours} >= 0 and ${t.laborRate} >= 0 and ${t.materialCost} >= 0 and ${t.equipmentCost} >= 0 and ${t.otherCostsCost} >= 0`,
    ),
  ],
);

/** Up to three subcontractor bids per condition, by precedence 1 to 3 (spec 1 §3, §9). */
export const conditionSubBids = pgTable(
  'condition_sub_bids',
  {
    conditionId: integer('condition_id')
      .notNull()
      .references(() => conditions.conditionId, { onDelete: 'cascade' }),
    precedence: smallint('precedence').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId),
    /** The bid for the whole condition. */
    bidAmount: money('bid_amount'),
    markup: fraction('markup'),
    /** BidAmount x (1 + Markup), rounded to the cent. */
    total: money('total'),
    bidDate: date('bid_date'),
  },
  (t) => [
    primaryKey({ columns: [t.conditionId, t.precedence] }),
    unique('condition_sub_bids_company_uq').on(t.conditionId, t.companyId),
    check('condition_sub_bids_precedence_chk', oneOf(t.precedence, [1, 2, 3])),
    check('condition_sub_bids_amount_chk', sql`${t.bidAmount} >= 0`),
  ],
);

/** Past subcontractor bids by condition name and unit (the bid history dialog). */
export const conditionBidHistory = pgTable(
  'condition_bid_history',
  {
    bidHistoryId: serial('bid_history_id').primaryKey(),
    conditionName: text('condition_name').notNull(),
    measurementType: text('measurement_type', { enum: UNIT_CODES }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).notNull(),
    bidDate: date('bid_date').notNull(),
    /** The condition whose bid it was (null for history imported before). */
    conditionId: integer('condition_id').references(() => conditions.conditionId, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('condition_bid_history_name_idx').on(t.conditionName, t.measurementType)],
);

/**
 * Condition templates per sub-category. Active ones are offered by Add Condition; "request new
 * template" and "overwrite template" add one Awaiting Approval (overwrite names its target).
 */
export const conditionTemplates = pgTable(
  'condition_templates',
  {
    templateId: serial('template_id').primaryKey(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.subCategoryId),
    ...estimateInputs(),
    /** A default quantity (spec 2 §3 TotalQuantities); Add Condition still starts at 0. */
    totalQuantities: unit4('total_quantities'),
    status: text('status', { enum: TEMPLATE_STATUSES }).notNull().default('Active'),
    requestedBy: integer('requested_by').references(() => users.userId, { onDelete: 'set null' }),
    sourceConditionId: integer('source_condition_id').references(() => conditions.conditionId, {
      onDelete: 'set null',
    }),
    /** For an overwrite request: the active template it would replace. */
    replacesTemplateId: integer('replaces_template_id'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('condition_templates_sub_idx').on(t.subCategoryId, t.status),
    check('condition_templates_status_chk', oneOf(t.status, TEMPLATE_STATUSES)),
    check(
      'condition_templates_unit_chk',
      sql`${t.measurementType} is null or ${oneOf(t.measurementType, UNIT_CODES)}`,
    ),
  ],
);

/** The client-facing description of a sub-category's scope per client contract (spec 1 §3). */
export const inclusionDescriptions = pgTable(
  'inclusion_descriptions',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.subCategoryId),
    clientContractId: uuid('client_contract_id')
      .notNull()
      .references(() => clientContracts.contractId, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.subCategoryId, t.clientContractId] })],
);

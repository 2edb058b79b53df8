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
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { COST_ENTRY_KINDS, PURCHASE_STATUSES } from '@n5/shared/tracking/constants';
import { subCategories } from './categories';
import { companies } from './crm';
import { conditions } from './estimating';
import { projects } from './projects';
import { users } from './security';
import { oneOf } from './sql-checks';
import { DEFAULT_OVERTIME_FACTOR } from '@n5/shared/tracking/constants';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
const project = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.projectId, { onDelete: 'cascade' });
const subCategory = () =>
  integer('sub_category_id')
    .notNull()
    .references(() => subCategories.subCategoryId);
const condition = () =>
  integer('condition_id').references(() => conditions.conditionId, { onDelete: 'set null' });

/**
 * The PM's additional cost per project and sub-category (spec 1 §5; DOMAIN "Cost tracking"): cost
 * still to come beyond the commitment. Empty is no row.
 */
export const projectAdditionalCosts = pgTable(
  'project_additional_costs',
  {
    projectId: project(),
    subCategoryId: subCategory(),
    additionalCost: numeric('additional_cost', { precision: 14, scale: 2 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.subCategoryId] }),
    check('project_additional_costs_nonnegative_chk', sql`${t.additionalCost} >= 0`),
  ],
);

/**
 * Material purchase orders (spec 1 §3 "Material purchase"), the local books: a Pending one is not
 * yet approved (cost management counts it as pending); any other status is actual material cost.
 */
export const materialPurchases = pgTable(
  'material_purchases',
  {
    purchaseOrderId: serial('purchase_order_id').primaryKey(),
    projectId: project(),
    purchaseDate: date('purchase_date').notNull(),
    /** Who raised it (displayName). */
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    subCategoryId: subCategory(),
    conditionId: condition(),
    vendorCompanyId: integer('vendor_company_id').references(() => companies.companyId, {
      onDelete: 'set null',
    }),
    vendorName: text('vendor_name').notNull(),
    amount: money('amount'),
    purchaseOrderNumber: text('purchase_order_number').notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('material_purchases_project_idx').on(t.projectId, t.subCategoryId),
    check('material_purchases_status_chk', oneOf(t.status, PURCHASE_STATUSES)),
    check('material_purchases_amount_chk', sql`${t.amount} >= 0`),
  ],
);

/** Stock issued from inventory to a project (spec 1 §3 "Inventory item"): actual material cost. */
export const inventoryIssues = pgTable(
  'inventory_issues',
  {
    inventoryIssueId: serial('inventory_issue_id').primaryKey(),
    projectId: project(),
    issueDate: date('issue_date').notNull(),
    /** Who issued it (name). */
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    subCategoryId: subCategory(),
    conditionId: condition(),
    inventoryId: text('inventory_id').notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 14, scale: 4 }).notNull(),
    totalCost: money('total_cost'),
    /** The stock item's average cost when it was issued (field logging); null from elsewhere. */
    itemCost: numeric('item_cost', { precision: 14, scale: 4 }),
    baseUom: text('base_uom'),
  },
  (t) => [
    index('inventory_issues_project_idx').on(t.projectId, t.subCategoryId),
    check('inventory_issues_amounts_chk', sql`${t.quantity} > 0 and ${t.totalCost} >= 0`),
  ],
);

/** Other costs in the local books: equipment, other costs and sub invoices. */
export const projectCostEntries = pgTable(
  'project_cost_entries',
  {
    costEntryId: serial('cost_entry_id').primaryKey(),
    projectId: project(),
    entryDate: date('entry_date').notNull(),
    subCategoryId: subCategory(),
    conditionId: condition(),
    kind: text('kind', { enum: COST_ENTRY_KINDS }).notNull(),
    /** Invoice or document number. */
    reference: text('reference').notNull().default(''),
    vendorName: text('vendor_name').notNull().default(''),
    amount: money('amount'),
    /** Who logged it in the field (spec 3 §7 purchase-order); null from elsewhere. */
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** The estimate to complete given with a field entry. */
    estimateToComplete: numeric('estimate_to_complete', { precision: 14, scale: 2 }),
  },
  (t) => [
    index('project_cost_entries_project_idx').on(t.projectId, t.subCategoryId),
    check('project_cost_entries_kind_chk', oneOf(t.kind, COST_ENTRY_KINDS)),
  ],
);

/**
 * Hourly cost of a person for actual labor (field time x rate); overtime hours cost rate x
 * overtime factor. Someone without a row costs DEFAULT_LABOR_RATE.
 */
export const laborRates = pgTable(
  'labor_rates',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull(),
    overtimeFactor: numeric('overtime_factor', { precision: 4, scale: 2 })
      .notNull()
      .default(DEFAULT_OVERTIME_FACTOR),
  },
  (t) => [
    check('labor_rates_positive_chk', sql`${t.hourlyRate} >= 0 and ${t.overtimeFactor} >= 1`),
  ],
);

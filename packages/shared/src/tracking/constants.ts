/** Material purchase statuses: Pending (deletable, counted as pending) or one in the books. */
export const PURCHASE_STATUSES = ['Pending', 'Open', 'Received', 'Closed'] as const;
export type TPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Kinds of the local books' other cost entries (sub invoices are `sub`). */
export const COST_ENTRY_KINDS = ['equipment', 'other', 'sub'] as const;
export type TCostEntryKind = (typeof COST_ENTRY_KINDS)[number];

/** What an hour of field time costs for someone without a labor rate. */
export const DEFAULT_LABOR_RATE = '65.00';

/**
 * The overtime factor of someone without a labor rate (time and a half): an overtime hour costs
 * the hourly rate times this. A person's own factor is labor_rates.overtime_factor (default the
 * same). Used by fieldLaborCost (tracking/rules.ts) and its SQL (accounting/labor-cost-sql.ts).
 */
export const DEFAULT_OVERTIME_FACTOR = '1.5';

/** Material purchase statuses: Pending (deletable, counted as pending) or one in the books. */
export const PURCHASE_STATUSES = ['Pending', 'Open', 'Received', 'Closed'] as const;
export type TPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Kinds of the local books' other cost entries (sub invoices are `sub`). */
export const COST_ENTRY_KINDS = ['equipment', 'other', 'sub'] as const;
export type TCostEntryKind = (typeof COST_ENTRY_KINDS)[number];

/** What an hour of field time costs for someone without a labor rate. */
export const DEFAULT_LABOR_RATE = '65.00';

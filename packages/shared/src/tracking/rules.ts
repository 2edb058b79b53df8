import {
  add,
  compare,
  div,
  fromNumeric,
  isZero,
  parseDecimal,
  round,
  sub,
  sum,
  toNumeric,
  toPercent,
  toText,
  ZERO,
  type TDecimal,
} from '../core/decimal';

/**
 * Cost tracking (DOMAIN.md "Cost tracking"): per sub-category, contract (sell) amounts against
 * committed, actual and estimated cost. Every figure is exact decimal text with two places;
 * percents are over Adjusted with two places and null when Adjusted is 0.
 */

/** What one sub-category's row is computed from (money as decimal text). */
export interface TCostTrackingInput {
  categoryCode: string;
  subCategoryCode: string;
  /** The approved Base contract amount. */
  base: string;
  /** Approved change orders and selected alternates. */
  approvedChanges: string;
  /** In-house cost of its conditions on approved client work + approved sub contract amounts. */
  committedCost: string;
  /** As the accounting gateway reports it. */
  actualCost: string;
  /** The PM's estimate of cost still to come; null when none was entered. */
  additionalCost: string | null;
}

export interface TCostTrackingRow {
  categoryCode: string;
  subCategoryCode: string;
  base: string;
  approvedChanges: string;
  adjusted: string;
  committedCost: string;
  committedProfit: string;
  committedProfitPercent: string | null;
  actualCost: string;
  balance: string;
  actualProfit: string;
  actualProfitPercent: string | null;
  additionalCost: string | null;
  estimatedCost: string;
  estimatedProfit: string;
  estimatedProfitPercent: string | null;
}

export type TCostTrackingTotals = Omit<TCostTrackingRow, 'categoryCode' | 'subCategoryCode'>;

const money = (d: TDecimal) => toNumeric(round(d, 2), 2);
const max = (a: TDecimal, b: TDecimal) => (compare(a, b) >= 0 ? a : b);

/** profit / adjusted as a percent with two places; null when adjusted is 0. */
export function profitPercent(profit: TDecimal, adjusted: TDecimal): string | null {
  if (isZero(adjusted)) return null;
  return toNumeric(round(toPercent(div(profit, adjusted, 6)), 2), 2);
}

interface TFigures {
  base: TDecimal;
  approvedChanges: TDecimal;
  committedCost: TDecimal;
  actualCost: TDecimal;
  additionalCost: TDecimal | null;
}

function figuresOf(f: TFigures): TCostTrackingTotals {
  const adjusted = add(f.base, f.approvedChanges);
  const committedProfit = sub(adjusted, f.committedCost);
  const actualProfit = sub(adjusted, f.actualCost);
  const estimatedCost = add(max(f.committedCost, f.actualCost), f.additionalCost ?? ZERO);
  const estimatedProfit = sub(adjusted, estimatedCost);
  return {
    base: money(f.base),
    approvedChanges: money(f.approvedChanges),
    adjusted: money(adjusted),
    committedCost: money(f.committedCost),
    committedProfit: money(committedProfit),
    committedProfitPercent: profitPercent(committedProfit, adjusted),
    actualCost: money(f.actualCost),
    balance: money(sub(f.committedCost, f.actualCost)),
    actualProfit: money(actualProfit),
    actualProfitPercent: profitPercent(actualProfit, adjusted),
    additionalCost: f.additionalCost === null ? null : money(f.additionalCost),
    estimatedCost: money(estimatedCost),
    estimatedProfit: money(estimatedProfit),
    estimatedProfitPercent: profitPercent(estimatedProfit, adjusted),
  };
}

/** One sub-category's row. */
export function costTrackingRow(input: TCostTrackingInput): TCostTrackingRow {
  return {
    categoryCode: input.categoryCode,
    subCategoryCode: input.subCategoryCode,
    ...figuresOf({
      base: fromNumeric(input.base),
      approvedChanges: fromNumeric(input.approvedChanges),
      committedCost: fromNumeric(input.committedCost),
      actualCost: fromNumeric(input.actualCost),
      additionalCost: input.additionalCost === null ? null : fromNumeric(input.additionalCost),
    }),
  };
}

/**
 * The footer: money columns are the exact sums of the rows (estimated cost too, so it equals the
 * sum of the rows and not max() over the totals); percents are recomputed over total Adjusted.
 */
export function costTrackingTotals(rows: readonly TCostTrackingRow[]): TCostTrackingTotals {
  const col = (pick: (r: TCostTrackingRow) => string | null) =>
    sum(rows.map((r) => fromNumeric(pick(r) ?? '0')));
  const adjusted = col((r) => r.adjusted);
  const committedProfit = col((r) => r.committedProfit);
  const actualProfit = col((r) => r.actualProfit);
  const estimatedProfit = col((r) => r.estimatedProfit);
  const anyAdditional = rows.some((r) => r.additionalCost !== null);
  return {
    base: money(col((r) => r.base)),
    approvedChanges: money(col((r) => r.approvedChanges)),
    adjusted: money(adjusted),
    committedCost: money(col((r) => r.committedCost)),
    committedProfit: money(committedProfit),
    committedProfitPercent: profitPercent(committedProfit, adjusted),
    actualCost: money(col((r) => r.actualCost)),
    balance: money(col((r) => r.balance)),
    actualProfit: money(actualProfit),
    actualProfitPercent: profitPercent(actualProfit, adjusted),
    additionalCost: anyAdditional ? money(col((r) => r.additionalCost)) : null,
    estimatedCost: money(col((r) => r.estimatedCost)),
    estimatedProfit: money(estimatedProfit),
    estimatedProfitPercent: profitPercent(estimatedProfit, adjusted),
  };
}

/** The rows and footer of a project, sorted by category then sub-category code. */
export function costTracking(inputs: readonly TCostTrackingInput[]) {
  const rows = [...inputs]
    .sort(
      (a, b) =>
        a.categoryCode.localeCompare(b.categoryCode) ||
        a.subCategoryCode.localeCompare(b.subCategoryCode),
    )
    .map(costTrackingRow);
  return { rows, totals: costTrackingTotals(rows) };
}

// ---- Additional cost input --------------------------------------------------------------------

export const ADDITIONAL_COST_MESSAGE =
  'Additional cost must be a number with at most 2 decimals, or empty.';

/**
 * Additional cost as entered (spec 1 §5): a number or empty. Empty (null, undefined, '' or
 * blanks) is null; a number with at most two decimals is its money text; anything else is an
 * error (undefined result means refused).
 */
export function parseAdditionalCost(
  value: unknown,
): { ok: true; value: string | null } | { ok: false; message: string } {
  if (value === null || value === undefined) return { ok: true, value: null };
  if (typeof value === 'string' && value.trim() === '') return { ok: true, value: null };
  if (typeof value !== 'string' && typeof value !== 'number') {
    return { ok: false, message: ADDITIONAL_COST_MESSAGE };
  }
  const text = typeof value === 'string' ? value.trim().replace(/,/g, '') : value;
  const d = parseDecimal(text);
  if (d === null || d.scale > 2) return { ok: false, message: ADDITIONAL_COST_MESSAGE };
  if (d.units < 0n) {
    return { ok: false, message: 'Additional cost cannot be negative.' };
  }
  if (compare(d, fromNumeric('999999999999.99')) > 0) {
    return { ok: false, message: ADDITIONAL_COST_MESSAGE };
  }
  return { ok: true, value: toNumeric(d, 2) };
}

/** Whether an edit changed the saved value (blur or Enter saves only then). */
export function additionalCostChanged(saved: string | null, entered: string): boolean {
  const parsed = parseAdditionalCost(entered);
  if (!parsed.ok) return true;
  if (parsed.value === null || saved === null) return parsed.value !== saved;
  return compare(fromNumeric(parsed.value), fromNumeric(saved)) !== 0;
}

// ---- Material purchases ------------------------------------------------------------------------

export { PURCHASE_STATUSES, type TPurchaseStatus } from './constants';

export const DELETE_PURCHASE_CONFIRMATION = 'Are you sure you want to delete this purchase?';
export const DELETE_INVENTORY_CONFIRMATION = 'Are you sure you want to delete this inventory item?';
export const NO_DATA = 'No data to display';

/** Only a Pending purchase can be deleted (spec 1 §4); the reason otherwise. */
export function refusedPurchaseDeletion(status: string): string | null {
  return status === 'Pending'
    ? null
    : `Only a pending purchase can be deleted; this purchase is ${status}.`;
}

/** Tabs (query i) where role Accounting gets the Show V1 / Hide V1 toggle (spec 1 §6). */
export const V1_TOGGLE_TABS: readonly number[] = [1, 3, 4];

/** Sub-categories of cost-management-detail: the codes joined by '|', trimmed, de-duplicated. */
export function splitSubCategories(joined: string): string[] {
  return [
    ...new Set(
      joined
        .split('|')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
}

// ---- Cost management ---------------------------------------------------------------------------

/** The cost kinds of cost management, in column order. */
export const COST_KINDS = ['labor', 'material', 'equipment', 'other', 'sub'] as const;
export type TCostKind = (typeof COST_KINDS)[number];

/** Budgeted (estimate) or actual figures of one line: hours and one amount per kind. */
export interface TCostFigures {
  hours: string;
  labor: string;
  material: string;
  equipment: string;
  other: string;
  sub: string;
}

export const NO_COST: TCostFigures = {
  hours: '0',
  labor: '0',
  material: '0',
  equipment: '0',
  other: '0',
  sub: '0',
};

export interface TCostManagementRow {
  categoryCode: string;
  subCategoryCode: string;
  originalHours: string;
  actualHours: string;
  originalLabor: string;
  actualLabor: string;
  originalMaterial: string;
  actualMaterial: string;
  originalEquipment: string;
  actualEquipment: string;
  originalOther: string;
  actualOther: string;
  originalSub: string;
  actualSub: string;
  originalTotal: string;
  actualTotal: string;
  /** Actual total minus original total (positive: over budget). */
  variance: string;
}
export type TCostManagementTotals = Omit<TCostManagementRow, 'categoryCode' | 'subCategoryCode'>;

const d = (v: string) => fromNumeric(v);
/** Hours with 2 places (estimate hours are stored with 4). */
const hoursText = (v: TDecimal) => toNumeric(round(v, 2), 2);
const kindsTotal = (f: TCostFigures) => sum(COST_KINDS.map((k) => d(f[k])));

/** One sub-category's cost management row from its budget (estimate) and its actuals. */
export function costManagementRow(
  key: { categoryCode: string; subCategoryCode: string },
  original: TCostFigures,
  actual: TCostFigures,
): TCostManagementRow {
  const originalTotal = kindsTotal(original);
  const actualTotal = kindsTotal(actual);
  return {
    categoryCode: key.categoryCode,
    subCategoryCode: key.subCategoryCode,
    originalHours: hoursText(d(original.hours)),
    actualHours: hoursText(d(actual.hours)),
    originalLabor: money(d(original.labor)),
    actualLabor: money(d(actual.labor)),
    originalMaterial: money(d(original.material)),
    actualMaterial: money(d(actual.material)),
    originalEquipment: money(d(original.equipment)),
    actualEquipment: money(d(actual.equipment)),
    originalOther: money(d(original.other)),
    actualOther: money(d(actual.other)),
    originalSub: money(d(original.sub)),
    actualSub: money(d(actual.sub)),
    originalTotal: money(originalTotal),
    actualTotal: money(actualTotal),
    variance: money(sub(actualTotal, originalTotal)),
  };
}

/** Each column summed exactly. */
export function costManagementTotals(rows: readonly TCostManagementRow[]): TCostManagementTotals {
  const col = (k: keyof TCostManagementTotals) => sum(rows.map((r) => d(r[k])));
  const hours = (k: 'originalHours' | 'actualHours') => hoursText(col(k));
  const m = (k: keyof TCostManagementTotals) => money(col(k));
  return {
    originalHours: hours('originalHours'),
    actualHours: hours('actualHours'),
    originalLabor: m('originalLabor'),
    actualLabor: m('actualLabor'),
    originalMaterial: m('originalMaterial'),
    actualMaterial: m('actualMaterial'),
    originalEquipment: m('originalEquipment'),
    actualEquipment: m('actualEquipment'),
    originalOther: m('originalOther'),
    actualOther: m('actualOther'),
    originalSub: m('originalSub'),
    actualSub: m('actualSub'),
    originalTotal: m('originalTotal'),
    actualTotal: m('actualTotal'),
    variance: m('variance'),
  };
}

/** A task row of the detail: one condition (or the sub-category's costs on no condition). */
export interface TCostDetailInput {
  conditionId: number | null;
  conditionName: string | null;
  subCategoryCode: string;
  budgeted: TCostFigures;
  /** Pending purchases (not yet in the books). */
  pending: string;
  actual: TCostFigures;
}

export interface TCostDetailRow {
  ConditionID: number | null;
  ConditionName: string;
  ProjectTaskID: string;
  budgetedHours: string;
  budgetedAmount: string;
  pendingAmount: string;
  actualHours: string;
  actualAmount: string;
  /** budgeted - pending - actual: what is left of the budget. */
  remainingAmount: string;
}

export const UNASSIGNED_CONDITION = '(no condition)';

export function costDetailRow(input: TCostDetailInput): TCostDetailRow {
  const budgeted = kindsTotal(input.budgeted);
  const actual = kindsTotal(input.actual);
  const pending = d(input.pending);
  return {
    ConditionID: input.conditionId,
    ConditionName: input.conditionName ?? UNASSIGNED_CONDITION,
    ProjectTaskID: input.subCategoryCode,
    budgetedHours: hoursText(d(input.budgeted.hours)),
    budgetedAmount: money(budgeted),
    pendingAmount: money(pending),
    actualHours: hoursText(d(input.actual.hours)),
    actualAmount: money(actual),
    remainingAmount: money(sub(sub(budgeted, pending), actual)),
  };
}

/** Adds figures kind by kind (exact). */
export function addFigures(a: TCostFigures, b: Partial<TCostFigures>): TCostFigures {
  const plus = (x: string, y: string | undefined) => toText(add(d(x), d(y ?? '0')));
  return {
    hours: plus(a.hours, b.hours),
    labor: plus(a.labor, b.labor),
    material: plus(a.material, b.material),
    equipment: plus(a.equipment, b.equipment),
    other: plus(a.other, b.other),
    sub: plus(a.sub, b.sub),
  };
}

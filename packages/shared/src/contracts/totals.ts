import { add, fromNumeric, sub, sum, toNumeric, ZERO, type TDecimal } from '../core/decimal';
import { contractKind, type TContractStage } from './constants';
import { contractNumberOf } from './rules';

// ---- Totals ----------------------------------------------------------------------------------

/** Client GrandTotal = sum of its conditions' PreTax + Tax (DOMAIN "Contracts"). */
export function clientContractTotal(conditions: Iterable<{ preTax: string; tax: string }>): string {
  let total: TDecimal = ZERO;
  for (const c of conditions) total = add(total, add(fromNumeric(c.preTax), fromNumeric(c.tax)));
  return toNumeric(total, 2);
}

/** Sub Total = sum of the bid amounts of its conditions (subs are paid their bid). */
export function subContractTotal(conditions: Iterable<{ bidAmount: string }>): string {
  return toNumeric(sum([...conditions].map((c) => fromNumeric(c.bidAmount))), 2);
}

/** Retention shown in a table: the stored fraction, but the inactive table falls back to 10%. */
export function displayedRetention(retention: string, stage: TContractStage): string {
  const value = fromNumeric(retention);
  if (stage === 'Inactive' && value.units === 0n) return '0.1000';
  return toNumeric(value, 4);
}

// ---- Contract detail rows --------------------------------------------------------------------

export interface TDetailInput {
  categoryCode: string;
  mainCategoryID: number;
  subCategoryCode: string;
  companyName?: string | null;
  contractType: string;
  stage: TContractStage;
  amount: string;
}

export interface TDetailLine {
  categoryCode: string;
  mainCategoryID: number;
  subCategoryCode: string;
  companyName: string | null;
  base: string;
  /** A Base not approved yet: shown marked in the Base column, counted only in Adj + Pending. */
  pendingBase: string;
  approvedChanges: string;
  adjusted: string;
  pendingChanges: string;
  adjustedPlusPending: string;
  changeOrders: Record<string, string>;
}

/**
 * Contract detail (DOMAIN "Contracts"): per sub-category (and company for subs), Base = the
 * approved Base; Approved changes = approved change orders and alternates; Adjusted = Base +
 * approved changes; Pending changes = pending change orders; Adj + Pending (with a Base still
 * pending, which is also shown apart as pendingBase); and each change order's amount whatever its
 * stage (inactive ones are left out).
 */
export function contractDetail(inputs: readonly TDetailInput[]) {
  const acc = new Map<
    string,
    Omit<
      TDetailLine,
      | 'base'
      | 'pendingBase'
      | 'approvedChanges'
      | 'pendingChanges'
      | 'adjusted'
      | 'adjustedPlusPending'
      | 'changeOrders'
    > & {
      base: TDecimal;
      pendingBase: TDecimal;
      approved: TDecimal;
      pending: TDecimal;
      cos: Map<string, TDecimal>;
    }
  >();
  const coTypes = new Set<string>();
  for (const i of inputs) {
    if (i.stage === 'Inactive') continue;
    const key = `${i.categoryCode}\u0000${i.subCategoryCode}\u0000${i.companyName ?? ''}`;
    let row = acc.get(key);
    if (!row) {
      row = {
        categoryCode: i.categoryCode,
        mainCategoryID: i.mainCategoryID,
        subCategoryCode: i.subCategoryCode,
        companyName: i.companyName ?? null,
        base: ZERO,
        pendingBase: ZERO,
        approved: ZERO,
        pending: ZERO,
        cos: new Map(),
      };
      acc.set(key, row);
    }
    const amount = fromNumeric(i.amount);
    const kind = contractKind(i.contractType);
    if (kind === 'Base') {
      if (i.stage === 'Approved') row.base = add(row.base, amount);
      else row.pendingBase = add(row.pendingBase, amount);
    } else if (i.stage === 'Approved') row.approved = add(row.approved, amount);
    else if (kind === 'CO') row.pending = add(row.pending, amount);
    if (kind === 'CO') {
      coTypes.add(i.contractType);
      row.cos.set(i.contractType, add(row.cos.get(i.contractType) ?? ZERO, amount));
    }
  }
  const orderedCos = [...coTypes].sort((a, b) => contractNumberOf(a) - contractNumberOf(b));
  const money = (d: TDecimal) => toNumeric(d, 2);
  const rows: TDetailLine[] = [...acc.values()]
    .sort(
      (a, b) =>
        a.categoryCode.localeCompare(b.categoryCode) ||
        a.subCategoryCode.localeCompare(b.subCategoryCode) ||
        (a.companyName ?? '').localeCompare(b.companyName ?? ''),
    )
    .map((r) => {
      const adjusted = add(r.base, r.approved);
      return {
        categoryCode: r.categoryCode,
        mainCategoryID: r.mainCategoryID,
        subCategoryCode: r.subCategoryCode,
        companyName: r.companyName,
        base: money(r.base),
        pendingBase: money(r.pendingBase),
        approvedChanges: money(r.approved),
        adjusted: money(adjusted),
        pendingChanges: money(r.pending),
        adjustedPlusPending: money(add(add(adjusted, r.pending), r.pendingBase)),
        changeOrders: Object.fromEntries(orderedCos.map((t) => [t, money(r.cos.get(t) ?? ZERO)])),
      };
    });
  return { rows, coTypes: orderedCos, totals: detailTotals(rows, orderedCos) };
}

/** The footer: each column summed exactly. */
export function detailTotals(rows: readonly TDetailLine[], coTypes: readonly string[]) {
  const col = (pick: (r: TDetailLine) => string) =>
    toNumeric(sum(rows.map((r) => fromNumeric(pick(r)))), 2);
  return {
    base: col((r) => r.base),
    pendingBase: col((r) => r.pendingBase),
    approvedChanges: col((r) => r.approvedChanges),
    adjusted: col((r) => r.adjusted),
    pendingChanges: col((r) => r.pendingChanges),
    adjustedPlusPending: col((r) => r.adjustedPlusPending),
    changeOrders: Object.fromEntries(coTypes.map((t) => [t, col((r) => r.changeOrders[t] ?? '0')])),
  };
}

/** Sums money texts exactly. */
export const sumMoney = (values: Iterable<string>) =>
  toNumeric(sum([...values].map((v) => fromNumeric(v))), 2);
export const subtractMoney = (a: string, b: string) =>
  toNumeric(sub(fromNumeric(a), fromNumeric(b)), 2);

/**
 * Table totals by stage from rows with an amount. `All`, the grand totals under the tables,
 * counts the contracts that stand (Approved and Pending): an inactive contract is owed nothing
 * (issue 40 item 14).
 */
export function totalsByStage<T extends { stage: TContractStage }>(
  rows: readonly T[],
  pick: (row: T) => { total: string; invoiced: string; received: string },
) {
  const of = (stage: TContractStage | null) => {
    const chosen = rows
      .filter((r) => (stage === null ? r.stage !== 'Inactive' : r.stage === stage))
      .map(pick);
    return {
      GrandTotal: sumMoney(chosen.map((c) => c.total)),
      InvoicedTotal: sumMoney(chosen.map((c) => c.invoiced)),
      ReceivedTotal: sumMoney(chosen.map((c) => c.received)),
    };
  };
  return {
    Approved: of('Approved'),
    Pending: of('Pending'),
    Inactive: of('Inactive'),
    All: of(null),
  };
}

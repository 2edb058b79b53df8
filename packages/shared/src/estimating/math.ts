import {
  ONE,
  PLACES,
  type TDecimal,
  ZERO,
  add,
  compare,
  div,
  fromNumeric,
  isZero,
  mul,
  round,
  sub,
  sum,
  toNumeric,
} from '../core/decimal';

/**
 * Condition math (DOMAIN.md "Condition math"), one place for the card, the server and the tests.
 * Values go in and come out as numeric text (what PostgreSQL and our JSON hold); the work is exact
 * (core/decimal.ts) and each stored total is rounded half away from zero at its own places:
 * per-unit values at 4, totals over the quantity at 2 (cents).
 */

/** The inputs of one condition. Per-unit costs; markups as fractions. */
export interface TConditionInputs {
  totalQuantities: string;
  laborHours: string;
  laborRate: string;
  laborMarkup: string;
  materialCost: string;
  materialMarkup: string;
  equipmentCost: string;
  equipmentMarkup: string;
  otherCostsCost: string;
  otherCostsMarkup: string;
}

/** The inputs of the condition math, picked from a row or a template that holds more. */
export const conditionInputsOf = (r: TConditionInputs): TConditionInputs => ({
  totalQuantities: r.totalQuantities,
  laborHours: r.laborHours,
  laborRate: r.laborRate,
  laborMarkup: r.laborMarkup,
  materialCost: r.materialCost,
  materialMarkup: r.materialMarkup,
  equipmentCost: r.equipmentCost,
  equipmentMarkup: r.equipmentMarkup,
  otherCostsCost: r.otherCostsCost,
  otherCostsMarkup: r.otherCostsMarkup,
});

/** The selected subcontractor's bid for the whole condition, or null when in-house. */
export interface TSelectedBid {
  bidAmount: string;
  markup: string;
}

/** The project's tax: KSRemodelingTaxInd (1 taxed; 0 or -1 not) and the company rate. */
export interface TTaxContext {
  ksRemodelingTaxInd: number;
  taxRate: string;
}

/** What the server stores beside the inputs, each at its column's places. */
export interface TConditionDerived {
  laborCost: string;
  laborTotal: string;
  materialTotal: string;
  equipmentTotal: string;
  otherCostsTotal: string;
  laborHoursTotal: string;
  laborCostTotal: string;
  laborGrandTotal: string;
  materialCostTotal: string;
  materialGrandTotal: string;
  equipmentCostTotal: string;
  equipmentGrandTotal: string;
  otherCostsCostTotal: string;
  otherCostsGrandTotal: string;
  subCost: string;
  subMarkup: string;
  subTotal: string;
  totalCost: string;
  totalMarkup: string;
  preTax: string;
  /** Null when the quantity is 0. */
  unitPrice: string | null;
  taxableTotal: string;
  tax: string;
  grandTotal: string;
}

export const DERIVED_FIELDS = [
  'laborCost',
  'laborTotal',
  'materialTotal',
  'equipmentTotal',
  'otherCostsTotal',
  'laborHoursTotal',
  'laborCostTotal',
  'laborGrandTotal',
  'materialCostTotal',
  'materialGrandTotal',
  'equipmentCostTotal',
  'equipmentGrandTotal',
  'otherCostsCostTotal',
  'otherCostsGrandTotal',
  'subCost',
  'subMarkup',
  'subTotal',
  'totalCost',
  'totalMarkup',
  'preTax',
  'unitPrice',
  'taxableTotal',
  'tax',
  'grandTotal',
] as const satisfies ReadonlyArray<keyof TConditionDerived>;

const M = PLACES.money;
const U = PLACES.unitPrice;
const F = PLACES.fraction;
const d = (text: string) => fromNumeric(text);
const money = (value: TDecimal) => toNumeric(round(value, M), M);
const unit = (value: TDecimal) => toNumeric(round(value, U), U);

/** Cost x (1 + markup), exact. */
const marked = (cost: TDecimal, markup: TDecimal) => mul(cost, add(ONE, markup));

/** Whether a project's conditions are taxed: KSRemodelingTaxInd 1 (0 and -1 exempt). */
export const isTaxed = (context: Pick<TTaxContext, 'ksRemodelingTaxInd'>) =>
  context.ksRemodelingTaxInd === 1;

/**
 * The tax on a taxable amount, rounded to the cent (half away from zero); 0 unless the project is
 * taxed. The server's retax statement computes the same in SQL (estimating/tax-sql.ts, checked
 * against this by tax-sql.test.ts over generated amounts and rates).
 */
export function taxOf(taxable: TDecimal, context: TTaxContext): TDecimal {
  return isTaxed(context) ? round(mul(taxable, d(context.taxRate)), M) : ZERO;
}

/** Every derived value of one condition. */
export function computeCondition(
  input: TConditionInputs,
  selectedBid: TSelectedBid | null,
  taxContext: TTaxContext,
): TConditionDerived {
  const q = d(input.totalQuantities);
  const hours = d(input.laborHours);
  const laborCostUnit = mul(hours, d(input.laborRate));
  const parts = [
    [laborCostUnit, d(input.laborMarkup)],
    [d(input.materialCost), d(input.materialMarkup)],
    [d(input.equipmentCost), d(input.equipmentMarkup)],
    [d(input.otherCostsCost), d(input.otherCostsMarkup)],
  ] as const;
  // Totals over the quantity from the exact per-unit values, each rounded to the cent once.
  const costTotals = parts.map(([cost]) => round(mul(cost, q), M));
  const grandTotals = parts.map(([cost, markup]) => round(mul(marked(cost, markup), q), M));
  const inHouseCost = sum(costTotals);
  const inHouseTotal = sum(grandTotals);

  const bid = selectedBid ? d(selectedBid.bidAmount) : ZERO;
  const bidMarkup = selectedBid ? d(selectedBid.markup) : ZERO;
  const bidTotal = round(marked(bid, bidMarkup), M);

  const totalCost = selectedBid ? round(bid, M) : inHouseCost;
  const preTax = selectedBid ? bidTotal : inHouseTotal;
  const taxable = isTaxed(taxContext) ? preTax : ZERO;
  const tax = taxOf(taxable, taxContext);
  return {
    laborCost: unit(laborCostUnit),
    laborTotal: unit(marked(laborCostUnit, parts[0][1])),
    materialTotal: unit(marked(...parts[1])),
    equipmentTotal: unit(marked(...parts[2])),
    otherCostsTotal: unit(marked(...parts[3])),
    laborHoursTotal: unit(mul(hours, q)),
    laborCostTotal: money(costTotals[0]!),
    laborGrandTotal: money(grandTotals[0]!),
    materialCostTotal: money(costTotals[1]!),
    materialGrandTotal: money(grandTotals[1]!),
    equipmentCostTotal: money(costTotals[2]!),
    equipmentGrandTotal: money(grandTotals[2]!),
    otherCostsCostTotal: money(costTotals[3]!),
    otherCostsGrandTotal: money(grandTotals[3]!),
    subCost: money(bid),
    subMarkup: toNumeric(round(bidMarkup, F), F),
    subTotal: money(bidTotal),
    totalCost: money(totalCost),
    totalMarkup: money(sub(preTax, totalCost)),
    preTax: money(preTax),
    unitPrice: isZero(q) ? null : unit(div(preTax, q, U)),
    taxableTotal: money(taxable),
    tax: money(tax),
    grandTotal: money(add(preTax, tax)),
  };
}

/** A sub bid's total: BidAmount x (1 + Markup), to the cent. */
export function bidTotal(bidAmount: string, markup: string): string {
  return money(marked(d(bidAmount), d(markup)));
}

/** What a summary needs of one stored condition. */
export type TSummaryInput = Pick<
  TConditionDerived,
  | 'laborHoursTotal'
  | 'laborCostTotal'
  | 'laborGrandTotal'
  | 'materialCostTotal'
  | 'materialGrandTotal'
  | 'equipmentCostTotal'
  | 'equipmentGrandTotal'
  | 'otherCostsCostTotal'
  | 'otherCostsGrandTotal'
  | 'subCost'
  | 'subTotal'
  | 'preTax'
  | 'taxableTotal'
  | 'tax'
  | 'grandTotal'
> & {
  /** A subcontractor is selected: its in-house totals are not priced. */
  hasSelectedSub: boolean;
};

/**
 * One summary row (spec 1 §3 "Inclusion summary row", snake_case as the spec names it): sums of
 * the conditions' stored totals; in-house columns count only in-house conditions, the
 * subcontractor columns only conditions with a selected sub. Rate = cost / hours (2 places),
 * markups = (total - cost) / cost (4-place fractions), null when the divisor is 0.
 * `total` (PreTax) = labor_total + material_total + equipment_total + other_total +
 * subcontractor_total, to the cent.
 */
export interface TInclusionSummary {
  total: string;
  taxable_total: string;
  tax: string;
  grand_total: string;
  labor_hours: string;
  labor_rate: string | null;
  labor_cost: string;
  labor_markup: string | null;
  labor_total: string;
  material_cost: string;
  material_markup: string | null;
  material_total: string;
  equipment_cost: string;
  equipment_markup: string | null;
  equipment_total: string;
  other_cost: string;
  other_markup: string | null;
  other_total: string;
  subcontractor_cost: string;
  subcontractor_markup: string | null;
  subcontractor_total: string;
  has_subcontractor: boolean;
}

/** (total - cost) / cost as a 4-place fraction; null when cost is 0 (spec 1 §9 footer markup). */
export function summaryMarkup(cost: TDecimal, total: TDecimal): string | null {
  return isZero(cost) ? null : toNumeric(div(sub(total, cost), cost, F), F);
}

/** cost / hours, 2 places; null when there are no hours. */
export function summaryRate(cost: TDecimal, hours: TDecimal): string | null {
  return isZero(hours) ? null : toNumeric(div(cost, hours, M), M);
}

/** The summary of any set of conditions (a sub-category, a category, a stage, a project). */
export function summarizeConditions(rows: Iterable<TSummaryInput>): TInclusionSummary {
  const acc = {
    hours: ZERO,
    laborCost: ZERO,
    laborTotal: ZERO,
    materialCost: ZERO,
    materialTotal: ZERO,
    equipmentCost: ZERO,
    equipmentTotal: ZERO,
    otherCost: ZERO,
    otherTotal: ZERO,
    subCost: ZERO,
    subTotal: ZERO,
    preTax: ZERO,
    taxable: ZERO,
    tax: ZERO,
    grand: ZERO,
  };
  let hasSub = false;
  for (const r of rows) {
    acc.preTax = add(acc.preTax, d(r.preTax));
    acc.taxable = add(acc.taxable, d(r.taxableTotal));
    acc.tax = add(acc.tax, d(r.tax));
    acc.grand = add(acc.grand, d(r.grandTotal));
    if (r.hasSelectedSub) {
      hasSub = true;
      acc.subCost = add(acc.subCost, d(r.subCost));
      acc.subTotal = add(acc.subTotal, d(r.subTotal));
      continue;
    }
    acc.hours = add(acc.hours, d(r.laborHoursTotal));
    acc.laborCost = add(acc.laborCost, d(r.laborCostTotal));
    acc.laborTotal = add(acc.laborTotal, d(r.laborGrandTotal));
    acc.materialCost = add(acc.materialCost, d(r.materialCostTotal));
    acc.materialTotal = add(acc.materialTotal, d(r.materialGrandTotal));
    acc.equipmentCost = add(acc.equipmentCost, d(r.equipmentCostTotal));
    acc.equipmentTotal = add(acc.equipmentTotal, d(r.equipmentGrandTotal));
    acc.otherCost = add(acc.otherCost, d(r.otherCostsCostTotal));
    acc.otherTotal = add(acc.otherTotal, d(r.otherCostsGrandTotal));
  }
  return {
    total: money(acc.preTax),
    taxable_total: money(acc.taxable),
    tax: money(acc.tax),
    grand_total: money(acc.grand),
    labor_hours: unit(acc.hours),
    labor_rate: summaryRate(acc.laborCost, acc.hours),
    labor_cost: money(acc.laborCost),
    labor_markup: summaryMarkup(acc.laborCost, acc.laborTotal),
    labor_total: money(acc.laborTotal),
    material_cost: money(acc.materialCost),
    material_markup: summaryMarkup(acc.materialCost, acc.materialTotal),
    material_total: money(acc.materialTotal),
    equipment_cost: money(acc.equipmentCost),
    equipment_markup: summaryMarkup(acc.equipmentCost, acc.equipmentTotal),
    equipment_total: money(acc.equipmentTotal),
    other_cost: money(acc.otherCost),
    other_markup: summaryMarkup(acc.otherCost, acc.otherTotal),
    other_total: money(acc.otherTotal),
    subcontractor_cost: money(acc.subCost),
    subcontractor_markup: summaryMarkup(acc.subCost, acc.subTotal),
    subcontractor_total: money(acc.subTotal),
    has_subcontractor: hasSub,
  };
}

/** True when a < b (for sorting and tests). */
export const lessThan = (a: string, b: string) => compare(d(a), d(b)) < 0;

/** The price of a condition as the client signed it (its stored totals). */
export interface TSignedPrice {
  preTax: string;
  tax: string;
  taxableTotal: string;
  grandTotal: string;
  unitPrice: string | null;
}

/**
 * A client-approved condition keeps the price the client signed (issue 28 item 2; DOMAIN
 * "Changes after signing"): a cost overwrite or a job buyout changes its costs, and the markup
 * absorbs the difference ("This will overwrite the existing markups"), never its PreTax, tax or
 * unit price. `signed` is null for a condition no client has approved.
 */
export function holdSignedPrice(
  derived: TConditionDerived,
  signed: TSignedPrice | null,
): TConditionDerived {
  if (!signed) return derived;
  return {
    ...derived,
    preTax: signed.preTax,
    tax: signed.tax,
    taxableTotal: signed.taxableTotal,
    grandTotal: signed.grandTotal,
    unitPrice: signed.unitPrice,
    totalMarkup: money(sub(d(signed.preTax), d(derived.totalCost))),
  };
}

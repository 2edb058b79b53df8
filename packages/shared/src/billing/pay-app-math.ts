import { allocate } from '../core/allocate';
import {
  add,
  compare,
  fromNumeric,
  fromPercent,
  mul,
  PLACES,
  sub,
  sum,
  toNumeric,
  ZERO,
  type TDecimal,
  moneyText as money,
  decimalOrZero as dec,
  roundCents as roundMoney,
  ratioOrZero as fraction,
} from '../core/decimal';
import { storedLineRate, workRetainageByLine, type TRetainageApp } from './retainage';

/**
 * The one pay app calculation (DOMAIN "Pay apps (AIA G702/G703 style)"): the Invoice tab, the
 * approval page, the PDF and the frozen snapshot all read their figures from here. Inputs and
 * outputs are decimal text (numeric from PostgreSQL, money with 2 places); nothing is a float.
 */

/** A sub-category of the client's contract: what it is scheduled at (spec 3 §3 pay app totals). */
export interface TScheduleLine {
  mainCategoryId: number;
  mainCategoryName: string;
  categoryCode: string;
  subCategoryCode: string;
  description: string;
  /** Original scheduled value: the approved Base contract's amount. */
  base: string;
  /** Approved change orders and selected alternates. */
  approvedChanges: string;
}

/** One pay app's entries for one sub-category. */
export interface TPayAppLineEntry {
  /** Work completed this period (the Invoice tab's amount). */
  work: string;
  /** Materials presently stored, not in work (AIA G703 column F). */
  stored: string;
  /** The line's own retainage rate (Column I override); null = the application's. */
  retainageRate?: string | null;
}

/** One application's entries: its rates, convention and kind (`retainage.ts`), its lines. */
export interface TPayAppEntries extends TRetainageApp {
  lines: Readonly<Record<string, TPayAppLineEntry>>;
}

export interface TG703Figures {
  /** B: original scheduled value. */
  original: string;
  changeOrders: string;
  /** C: revised scheduled value = original + change orders. */
  revised: string;
  /** D: work completed on earlier applications. */
  previous: string;
  /** E: work completed this period. */
  thisPeriod: string;
  /** F: materials presently stored. */
  stored: string;
  /** G = D + E + F. */
  totalCompleted: string;
  /** G / C as a fraction with 4 places (0 when nothing is scheduled). */
  percent: string;
  /** H = C − G. */
  balanceToFinish: string;
  /** I: retainage on work (D + E) and on stored (F), each rounded half-up to the cent. */
  retainage: string;
}

export interface TG703Row extends TG703Figures {
  subCategoryCode: string;
  description: string;
}

export interface TG703Group extends TG703Figures {
  mainCategoryId: number;
  mainCategoryName: string;
  rows: TG703Row[];
}

export interface TG703 {
  groups: TG703Group[];
  grandTotals: TG703Figures;
}

/** G702 application for payment, lines 1–9 (DOMAIN "Pay apps"). */
export interface TG702 {
  originalContractSum: string;
  netChangeByChangeOrders: string;
  contractSumToDate: string;
  totalCompletedAndStored: string;
  retainage: string;
  retainageOnWork: string;
  retainageOnStored: string;
  totalEarnedLessRetainage: string;
  lessPreviousCertificates: string;
  currentPaymentDue: string;
  balanceToFinishIncludingRetainage: string;
}

interface TRowParts {
  original: TDecimal;
  changeOrders: TDecimal;
  previous: TDecimal;
  thisPeriod: TDecimal;
  stored: TDecimal;
  retainageOnWork: TDecimal;
  retainageOnStored: TDecimal;
}

function figures(p: TRowParts): TG703Figures {
  const revised = add(p.original, p.changeOrders);
  const totalCompleted = sum([p.previous, p.thisPeriod, p.stored]);
  return {
    original: money(p.original),
    changeOrders: money(p.changeOrders),
    revised: money(revised),
    previous: money(p.previous),
    thisPeriod: money(p.thisPeriod),
    stored: money(p.stored),
    totalCompleted: money(totalCompleted),
    percent: toNumeric(fraction(totalCompleted, revised), PLACES.fraction),
    balanceToFinish: money(sub(revised, totalCompleted)),
    retainage: money(add(p.retainageOnWork, p.retainageOnStored)),
  };
}

function addParts(parts: readonly TRowParts[]): TRowParts {
  const total = (key: keyof TRowParts) => sum(parts.map((p) => p[key]));
  return {
    original: total('original'),
    changeOrders: total('changeOrders'),
    previous: total('previous'),
    thisPeriod: total('thisPeriod'),
    stored: total('stored'),
    retainageOnWork: total('retainageOnWork'),
    retainageOnStored: total('retainageOnStored'),
  };
}

/** Work billed on the applications before `number`, per sub-category. */
function previousWork(apps: readonly TPayAppEntries[], number: number, code: string) {
  return sum(apps.filter((a) => a.number < number).map((a) => dec(a.lines[code]?.work)));
}

/**
 * The G703 continuation sheet of application `number`: a row per scheduled sub-category, grouped
 * by main category (in schedule order), with group totals and grand totals that are the sums of
 * the rows' cents, retainage included (never recomputed from a total).
 */
export function continuationSheet(
  schedule: readonly TScheduleLine[],
  apps: readonly TPayAppEntries[],
  number: number,
): TG703 {
  return sheetWithParts(schedule, apps, number).g703;
}

/** The G703 with its retainage on work and on stored summed from the rows (G702 5a and 5b). */
function sheetWithParts(
  schedule: readonly TScheduleLine[],
  apps: readonly TPayAppEntries[],
  number: number,
) {
  const app = apps.find((a) => a.number === number);
  if (!app) throw new RangeError(`There is no pay app ${number}.`);
  const heldOnWork = workRetainageByLine(
    schedule.map((l) => l.subCategoryCode),
    apps,
    number,
  );

  const groups = new Map<
    number,
    { name: string; rows: { line: TScheduleLine; parts: TRowParts }[] }
  >();
  const allParts: TRowParts[] = [];
  for (const line of schedule) {
    const previous = previousWork(apps, number, line.subCategoryCode);
    const thisPeriod = dec(app.lines[line.subCategoryCode]?.work);
    const stored = dec(app.lines[line.subCategoryCode]?.stored);
    const parts: TRowParts = {
      original: dec(line.base),
      changeOrders: dec(line.approvedChanges),
      previous,
      thisPeriod,
      stored,
      retainageOnWork: heldOnWork.get(line.subCategoryCode)!,
      retainageOnStored: roundMoney(mul(storedLineRate(app, line.subCategoryCode), stored)),
    };
    allParts.push(parts);
    const group = groups.get(line.mainCategoryId) ?? { name: line.mainCategoryName, rows: [] };
    group.rows.push({ line, parts });
    groups.set(line.mainCategoryId, group);
  }
  const all = addParts(allParts);
  const g703: TG703 = {
    groups: [...groups.entries()].map(([mainCategoryId, group]) => ({
      mainCategoryId,
      mainCategoryName: group.name,
      ...figures(addParts(group.rows.map((r) => r.parts))),
      rows: group.rows.map(({ line, parts }) => ({
        subCategoryCode: line.subCategoryCode,
        description: line.description,
        ...figures(parts),
      })),
    })),
    grandTotals: figures(all),
  };
  return { g703, onWork: all.retainageOnWork, onStored: all.retainageOnStored };
}

/**
 * The G702 summary of application `number`. `previousCertified` is line 6 of the previous
 * certified application as it was certified (its frozen snapshot), never recomputed; null when
 * there is none.
 */
export function applicationSummary(
  schedule: readonly TScheduleLine[],
  apps: readonly TPayAppEntries[],
  number: number,
  previousCertified: string | null,
): { g703: TG703; g702: TG702 } {
  const { g703, onWork, onStored } = sheetWithParts(schedule, apps, number);
  const totals = g703.grandTotals;
  const earned = sub(dec(totals.totalCompleted), dec(totals.retainage));
  const previous = dec(previousCertified);
  return {
    g703,
    g702: {
      originalContractSum: totals.original,
      netChangeByChangeOrders: totals.changeOrders,
      contractSumToDate: totals.revised,
      totalCompletedAndStored: totals.totalCompleted,
      retainage: totals.retainage,
      retainageOnWork: money(onWork),
      retainageOnStored: money(onStored),
      totalEarnedLessRetainage: money(earned),
      lessPreviousCertificates: money(previous),
      currentPaymentDue: money(sub(earned, previous)),
      balanceToFinishIncludingRetainage: money(sub(dec(totals.revised), earned)),
    },
  };
}

// ---- The Invoice tab ----------------------------------------------------------------------------

export interface TInvoicingRow {
  subCategoryCode: string;
  base: string;
  approvedChanges: string;
  adjusted: string;
  /** Materials presently stored on the latest pay app (its G703 column F). */
  storedToDate: string;
  /** Work on every pay app + stored materials on the latest = the latest G703 column G. */
  totalInvoiced: string;
  balanceToInvoice: string;
  /** Billed past the scheduled value (only users holding 3 and 1 can; flagged, issue 28). */
  overBilled: boolean;
  /** Balance / adjusted as a fraction with 4 places. */
  pctLeftToInvoice: string;
  /** Per pay app number: the amount and its share of adjusted (fraction, 4 places). */
  apps: Record<number, { amount: string; pct: string }>;
}

/** A balance under half a cent is 0 (spec 1 §9). */
function settledBalance(balance: TDecimal) {
  const halfCent = fromNumeric('0.005');
  const magnitude = compare(balance, ZERO) < 0 ? sub(ZERO, balance) : balance;
  return compare(magnitude, halfCent) < 0 ? ZERO : balance;
}

function invoicingFigures(
  base: TDecimal,
  approvedChanges: TDecimal,
  amounts: ReadonlyMap<number, TDecimal>,
  storedToDate: TDecimal,
) {
  const adjusted = add(base, approvedChanges);
  const totalInvoiced = add(sum(amounts.values()), storedToDate);
  const balance = settledBalance(sub(adjusted, totalInvoiced));
  return {
    base: money(base),
    approvedChanges: money(approvedChanges),
    adjusted: money(adjusted),
    storedToDate: money(storedToDate),
    totalInvoiced: money(totalInvoiced),
    balanceToInvoice: money(balance),
    overBilled: isOverBilled({ revised: money(adjusted), totalCompleted: money(totalInvoiced) }),
    pctLeftToInvoice: toNumeric(fraction(balance, adjusted), PLACES.fraction),
    apps: Object.fromEntries(
      [...amounts].map(([number, amount]) => [
        number,
        { amount: money(amount), pct: toNumeric(fraction(amount, adjusted), PLACES.fraction) },
      ]),
    ),
  };
}

/**
 * The Invoice tab's rows and footer (spec 1 §3): Base, Approved Changes, Adjusted, Total Invoiced
 * (work on every pay app + the latest one's stored: its G703 G, so the footer is its line 4),
 * Balance, % Left and each pay app's amount and percent; the footer sums the rows' cents.
 */
export function invoicingTable(
  schedule: readonly TScheduleLine[],
  apps: readonly TPayAppEntries[],
): { rows: TInvoicingRow[]; totals: Omit<TInvoicingRow, 'subCategoryCode'> } {
  const numbers = apps.map((a) => a.number).sort((a, b) => a - b);
  const latest = apps.find((a) => a.number === numbers.at(-1));
  const byNumber = new Map(apps.map((a) => [a.number, a]));
  const amountsOf = (code: string) =>
    new Map(numbers.map((n) => [n, dec(byNumber.get(n)!.lines[code]?.work)]));
  const rows = schedule.map((line) => ({
    subCategoryCode: line.subCategoryCode,
    ...invoicingFigures(
      dec(line.base),
      dec(line.approvedChanges),
      amountsOf(line.subCategoryCode),
      dec(latest?.lines[line.subCategoryCode]?.stored),
    ),
  }));
  const columnTotals = new Map(
    numbers.map((n) => [n, sum(rows.map((r) => dec(r.apps[n]!.amount)))]),
  );
  return {
    rows,
    totals: invoicingFigures(
      sum(rows.map((r) => dec(r.base))),
      sum(rows.map((r) => dec(r.approvedChanges))),
      columnTotals,
      sum(rows.map((r) => dec(r.storedToDate))),
    ),
  };
}

/** A pay app amount entered as a percent: adjusted × percent / 100, to the cent (spec 1 §5). */
export function amountFromPercent(adjusted: string, percent: string): string {
  return money(roundMoney(mul(dec(adjusted), fromPercent(dec(percent)))));
}

/**
 * A whole pay app column entered as a percent of the contract: the column's total is adjusted
 * total × percent / 100 to the cent, split over the rows in proportion to their adjusted amounts
 * (largest remainder), so the rows add up to the column exactly. Rows with a negative adjusted
 * amount (a deductive change) get nothing.
 */
export function columnFromPercent(adjusted: readonly string[], percent: string): string[] {
  const weights = adjusted.map((a) => (compare(dec(a), ZERO) > 0 ? dec(a) : ZERO));
  const total = roundMoney(mul(sum(weights), fromPercent(dec(percent))));
  if (weights.every((w) => compare(w, ZERO) === 0)) return adjusted.map(() => money(ZERO));
  return allocate(total, weights, PLACES.money).map(money);
}

/**
 * Whether a row would bill past its scheduled value: work before and on this application plus
 * stored materials above the revised value (nothing billed is never past it). Users holding the
 * permissions that unlock amounts (3 and 1) may; others are refused.
 */
export function billsPastSchedule(row: {
  revised: string;
  previous: string;
  thisPeriod: string;
  stored: string;
}): boolean {
  const completed = sum([dec(row.previous), dec(row.thisPeriod), dec(row.stored)]);
  return isOverBilled({ revised: row.revised, totalCompleted: money(completed) });
}

/** Over-billed: G703 G past C (over 100%); only 3 and 1 may, and tab, page and PDF flag it. */
export function isOverBilled(row: { revised: string; totalCompleted: string }): boolean {
  const completed = dec(row.totalCompleted);
  return compare(completed, ZERO) > 0 && compare(completed, dec(row.revised)) > 0;
}

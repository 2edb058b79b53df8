import { compare, fromNumeric, PLACES, sub, sum, toNumeric, ZERO } from '../core/decimal';
import { formatMoney } from '../core/money';

/**
 * Deductive change orders in billing (issue 31 item 1): the G702's change order summary, and the
 * rule that no line's scheduled value goes below what is already billed on it.
 */

const money = (text: string) => toNumeric(fromNumeric(text), PLACES.money);

/**
 * The G702 change order summary from the approved change orders' totals (and selected
 * alternates): additions = Σ the positive ones, deductions = Σ the negative ones (a negative
 * figure), net = additions + deductions = line 2.
 */
export function changeOrderSummary(totals: readonly string[]) {
  const values = totals.map(fromNumeric);
  const additions = sum(values.filter((v) => compare(v, ZERO) > 0));
  const deductions = sum(values.filter((v) => compare(v, ZERO) < 0));
  return {
    additions: toNumeric(additions, PLACES.money),
    deductions: toNumeric(deductions, PLACES.money),
    net: toNumeric(sum([additions, deductions]), PLACES.money),
  };
}
export type TChangeOrderSummary = ReturnType<typeof changeOrderSummary>;

/** A line's scheduled value (revised, G703 C) and what is billed on it (work on every pay app + the latest stored: G). */
export interface TLineValue {
  subCategoryCode: string;
  description: string;
  revised: string;
  billed: string;
}

/**
 * Why a change of the schedule (a change order approved) may not stand, or null: it lowers a
 * line's scheduled value below what is already billed on it (pay apps open or certified). Lines
 * the change does not lower are not judged (a line billed past its value by permissions 3 and 1
 * does not block an unrelated change order).
 */
export function scheduleReductionRefusal(
  before: readonly TLineValue[],
  after: readonly TLineValue[],
  lead = 'This change cannot be approved',
): string | null {
  const previous = new Map(before.map((l) => [l.subCategoryCode, fromNumeric(l.revised)]));
  const problems = after.filter((line) => {
    const was = previous.get(line.subCategoryCode) ?? ZERO;
    const now = fromNumeric(line.revised);
    return compare(now, was) < 0 && compare(now, fromNumeric(line.billed)) < 0;
  });
  if (problems.length === 0) return null;
  const sentences = problems.map((line) => {
    const short = sub(fromNumeric(line.billed), fromNumeric(line.revised));
    return `${line.subCategoryCode} ${line.description} would be scheduled at ${formatMoney(money(line.revised))}, below the ${formatMoney(money(line.billed))} already billed on it (${formatMoney(short)} short).`;
  });
  return `${lead}: a line's scheduled value may not go below what is already billed on it. ${sentences.join(' ')} Reduce the deduction, or bill less on the open pay app first.`;
}

/**
 * The lines as they would be once a pending change order is approved: each line's scheduled
 * value plus the change order's amount on it (a line only the change order schedules is added,
 * with nothing billed). Lets a send refuse what the approval would (`scheduleReductionRefusal`).
 */
export function withChangeOrder(
  lines: readonly TLineValue[],
  changes: readonly { subCategoryCode: string; description: string; amount: string }[],
): TLineValue[] {
  const delta = new Map<string, { description: string; amount: ReturnType<typeof fromNumeric> }>();
  for (const c of changes) {
    const was = delta.get(c.subCategoryCode)?.amount ?? ZERO;
    delta.set(c.subCategoryCode, {
      description: c.description,
      amount: sum([was, fromNumeric(c.amount)]),
    });
  }
  const moved = lines.map((l) => ({
    ...l,
    revised: toNumeric(
      sum([fromNumeric(l.revised), delta.get(l.subCategoryCode)?.amount ?? ZERO]),
      PLACES.money,
    ),
  }));
  const scheduled = new Set(lines.map((l) => l.subCategoryCode));
  const added = [...delta]
    .filter(([code]) => !scheduled.has(code))
    .map(([code, d]) => ({
      subCategoryCode: code,
      description: d.description,
      revised: toNumeric(d.amount, PLACES.money),
      billed: '0.00',
    }));
  return [...moved, ...added];
}

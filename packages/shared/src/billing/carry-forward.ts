import {
  compare,
  decimalOrZero,
  fromNumeric,
  moneyText,
  PLACES,
  sub,
  toNumeric,
  ZERO,
} from '../core/decimal';
import type { TPayAppEntries } from './pay-app-math';

const money = (text: string) => toNumeric(fromNumeric(text), PLACES.money);

/**
 * The stored materials a new pay app starts with (DOMAIN "Carry forward", issue 28 item 4): the
 * previous application's column F, per sub-category, so an untouched new application bills
 * nothing and its line 8 is 0; stored material installed later moves from F to E.
 */
export function carriedForwardStored(previous: TPayAppEntries | undefined): Record<string, string> {
  if (!previous) return {};
  return Object.fromEntries(
    Object.entries(previous.lines)
      .filter(([, line]) => compare(fromNumeric(line.stored), ZERO) !== 0)
      .map(([code, line]) => [code, money(line.stored)]),
  );
}

/**
 * The line rates a new pay app starts with (issue 31 item 2): the previous application's own
 * rates (Column I overrides) carry forward, as its pay app rates do. A line not on the previous
 * application starts with the retention of the contract it is scheduled on when that contract
 * was written at another retention than the Base (a change order at 5% under a 10% Base). A
 * line scheduled on the Base follows the pay app's rate: a reduction of the pay app rate is never
 * undone on the next application by the Base's own retention. A rate equal to the pay app's is
 * no override.
 */
export function carriedForwardRates(
  previous: TPayAppEntries | undefined,
  contractRates: Readonly<Record<string, string>>,
  rates: { base: string; payApp: string },
): Record<string, string> {
  const carried: Record<string, string> = {};
  const equals = (a: string, b: string) => compare(fromNumeric(a), fromNumeric(b)) === 0;
  for (const [code, rate] of Object.entries(contractRates)) {
    if (previous?.lines[code] || equals(rate, rates.base) || equals(rate, rates.payApp)) continue;
    carried[code] = rate;
  }
  for (const [code, line] of Object.entries(previous?.lines ?? {})) {
    if (line.retainageRate !== null && line.retainageRate !== undefined)
      carried[code] = line.retainageRate;
  }
  return carried;
}

/**
 * What an application adds to column F on a line: its materials presently stored less the
 * previous application's. F carries forward, so an accounting pro forma that bills "this period"
 * bills E + this change: stored material billed once, installed material (F → E) netting to
 * nothing, and a release application (no work, F carried) billing no work at all.
 */
export function storedChange(current: string, previous: string | null | undefined): string {
  return moneyText(sub(fromNumeric(current), decimalOrZero(previous)));
}

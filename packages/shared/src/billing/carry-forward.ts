import { compare, fromNumeric, PLACES, toNumeric, ZERO } from '../core/decimal';
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
 * rates (Column I overrides) carry forward, as its pay app rates do; else the rate of the
 * contract a line is scheduled on, when that contract's retention differs from the pay app's
 * (a change order written at another retention). A rate equal to the pay app's is no override.
 */
export function carriedForwardRates(
  previous: TPayAppEntries | undefined,
  contractRates: Readonly<Record<string, string>>,
  payAppRate: string,
): Record<string, string> {
  const rates: Record<string, string> = {};
  const same = (rate: string) => compare(fromNumeric(rate), fromNumeric(payAppRate)) === 0;
  for (const [code, rate] of Object.entries(contractRates)) if (!same(rate)) rates[code] = rate;
  for (const [code, line] of Object.entries(previous?.lines ?? {})) {
    if (line.retainageRate !== null && line.retainageRate !== undefined)
      rates[code] = line.retainageRate;
  }
  return rates;
}

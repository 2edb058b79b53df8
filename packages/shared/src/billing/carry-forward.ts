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

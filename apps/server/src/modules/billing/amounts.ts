import { formatMoney } from '@n5/shared/core/money';
import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import { billsPastSchedule, type TScheduleLine } from '@n5/shared/billing/pay-app-math';
import { canUnlockPayAppAmounts } from '@n5/shared/billing/rules';
import {
  add,
  compare,
  fromNumeric,
  fromPercent,
  parseDecimal,
  PLACES,
  sum,
  toNumeric,
  ZERO,
} from '@n5/shared/core/decimal';
import type { TUser } from '@n5/shared/session/schemas';
import { badRequest, forbidden } from '../../lib/errors';
import type { projectBilling } from './pay-app-sheet';

/** A schedule line's adjusted value: base plus approved changes. */
export const adjustedOf = (line: { base: string; approvedChanges: string }) =>
  toNumeric(add(fromNumeric(line.base), fromNumeric(line.approvedChanges)), PLACES.money);

/** Work billed on the other pay apps of the project for one sub-category. */
export function otherWork(
  billing: Awaited<ReturnType<typeof projectBilling>>,
  number: number,
  code: string,
) {
  return sum(
    billing.entries
      .filter((e) => e.number !== number)
      .map((e) => fromNumeric(e.lines[code]?.work ?? '0')),
  );
}

/** Billing a line past its scheduled value needs permissions 3 and 1 (403 otherwise). */
export function refusePastSchedule(
  user: TUser,
  line: TScheduleLine,
  figures: { previous: string; thisPeriod: string; stored: string },
) {
  const revised = adjustedOf(line);
  if (!billsPastSchedule({ revised, ...figures }) || canUnlockPayAppAmounts(user)) return;
  throw forbidden(
    `This would bill ${line.subCategoryCode} past its scheduled value of ${formatMoney(revised)}; only someone holding ${needsPermissions([PERMISSION.BILLING, PERMISSION.BILLING_MANAGER], 'and')} may bill past the schedule.`,
  );
}

/** An amount, percent or stored value that may not be negative (400). */
export function nonNegative(text: string | number | undefined, what: string) {
  if (text === undefined) return undefined;
  const value = parseDecimal(text)!;
  if (compare(value, ZERO) < 0) throw badRequest(`The ${what} cannot be negative.`);
  return value;
}

export const sumWork = (lines: Record<string, { work: string }>) =>
  sum(Object.values(lines).map((l) => fromNumeric(l.work)));

/** A rate typed as a percent from 0 to 100, stored as a fraction (400 otherwise). */
export function rateOr400(text: string | number | null, what: string) {
  if (text === null) return null;
  const value = parseDecimal(text)!;
  if (compare(value, ZERO) < 0 || compare(value, fromNumeric('100')) > 0)
    throw badRequest(`The ${what} must be a percent from 0 to 100.`);
  return toNumeric(fromPercent(value), PLACES.rate);
}

import { compare, fromNumeric, ZERO } from '@n5/shared/core/decimal';
import { QUARTERS } from '@n5/shared/incentives/constants';
import { truncatedHours, wholeDollars } from '@n5/shared/incentives/rules';
import type { TCertificate, TYearQuarter } from '@n5/shared/incentives/schemas';
import { assertYear, type TIncentivesDeps } from '../deps';
import { worksheetOf } from './worksheet';

/**
 * GET payout-certificate: one certificate per team member paid in the quarter, with the year's
 * amounts of Q1 up to that quarter in whole dollars and hours truncated (later quarters null).
 */
export async function getCertificates(
  deps: TIncentivesDeps,
  q: TYearQuarter,
): Promise<TCertificate[]> {
  assertYear(deps, q.year);
  const sheets = await Promise.all(
    QUARTERS.filter((n) => n <= q.quarter).map((quarter) =>
      worksheetOf(deps, { year: q.year, quarter }),
    ),
  );
  const current = sheets[q.quarter - 1]!;
  const paid = current.rows.filter((r) => compare(fromNumeric(r.TotalProfitShareAmount), ZERO) > 0);
  return paid.map((r) => {
    const cell = (quarter: number) => sheets[quarter - 1]?.rows.find((x) => x.UserID === r.UserID);
    const amount = (quarter: number) =>
      quarter > q.quarter ? null : wholeDollars(cell(quarter)?.TotalProfitShareAmount ?? '0');
    const hours = (quarter: number) =>
      quarter > q.quarter ? null : truncatedHours(cell(quarter)?.Hours ?? '0');
    return {
      teammember: r.TeamMember,
      Q1: amount(1),
      Q2: amount(2),
      Q3: amount(3),
      Q4: amount(4),
      Q1HRS: hours(1),
      Q2HRS: hours(2),
      Q3HRS: hours(3),
      Q4HRS: hours(4),
    };
  });
}

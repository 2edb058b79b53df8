import { isQuarterOver } from '@n5/shared/incentives/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict } from '../../../lib/errors';
import { assertYear, today, type TIncentivesDeps } from '../deps';
import { insertLock } from '../queries';
import { liveWorksheet } from './worksheet';

/**
 * POST payout-lock: a paid quarter's worksheet is stored as it is now and read from then on; later
 * hours, margins, stars or percents do not move it (as a certified pay app). 409 when locked or
 * when the quarter is not over yet.
 */
export async function lockQuarter(
  deps: TIncentivesDeps,
  input: { year: number; quarter: number },
  user: TUser,
) {
  assertYear(deps, input.year);
  if (!isQuarterOver(input, today(deps).toISOString().slice(0, 10)))
    throw conflict('A quarter can be locked only once it is over.');
  const sheet = await liveWorksheet(deps, input);
  const lockedAt = today(deps);
  await deps.db.transaction(async (tx) => {
    const locked = await insertLock(tx, {
      ...input,
      lockedBy: user.UserID,
      worksheet: sheet,
      lockedAt,
    });
    if (!locked) throw conflict('This quarter is locked already.');
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'incentive_lock',
      entityId: `${input.year}:${input.quarter}`,
      action: 'insert',
      after: { total: sheet.totals.TotalProfitShareAmount },
    });
  });
  return { worksheet: { ...sheet, lockedAt: lockedAt.toISOString() } };
}

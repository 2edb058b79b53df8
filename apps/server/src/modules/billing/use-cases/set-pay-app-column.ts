import { columnFromPercent } from '@n5/shared/billing/pay-app-math';
import { compare, fromNumeric, PLACES, sum, toNumeric } from '@n5/shared/core/decimal';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import { adjustedOf, nonNegative, otherWork, refusePastSchedule, sumWork } from '../amounts';
import {
  lockPayApp,
  MAX_LINE_AMOUNT,
  refuseLockedAmounts,
  refuseRelease,
  type TBillingDeps,
} from '../deps';
import { projectBilling } from '../pay-app-sheet';
import { headReply } from '../present';
import * as q from '../queries';

/**
 * Bills one percent of every line's adjusted value on a pay app (a whole column, issue 16 item
 * 1), allocated so the column adds up; the same refusals as one line; one audit row.
 */
export async function setPayAppColumn(
  deps: TBillingDeps,
  input: { projectID: number; paymentApplicationType: number; percent: string | number },
  user: TUser,
) {
  const percent = nonNegative(input.percent, 'percent')!;
  const percentText = toNumeric(percent, PLACES.fraction);
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    refuseLockedAmounts(user, row);
    refuseRelease(row);
    const billing = await projectBilling(tx, input.projectID);
    const schedule = billing.schedule;
    if (schedule.length === 0)
      throw badRequest('This project has no approved client contract to bill.');
    const works = columnFromPercent(schedule.map(adjustedOf), percentText);
    if (works.some((w) => compare(fromNumeric(w), MAX_LINE_AMOUNT) > 0))
      throw badRequest('That percent bills more than a pay app line holds ($999,999,999,999.99).');
    const mine = billing.entries.find((e) => e.number === row.number)!;
    const lines = schedule.map((s, i) => {
      const stored = mine.lines[s.subCategoryCode]?.stored ?? '0.00';
      refusePastSchedule(user, s, {
        previous: toNumeric(otherWork(billing, row.number, s.subCategoryCode), PLACES.money),
        thisPeriod: works[i]!,
        stored,
      });
      return {
        payAppId: row.payAppId,
        subCategoryCode: s.subCategoryCode,
        work: works[i]!,
        stored,
        enteredPercent: percentText,
        updatedBy: user.UserID,
      };
    });
    await q.upsertLines(tx, lines);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: row.payAppId,
      action: 'update',
      before: { columnTotal: toNumeric(sumWork(mine.lines), PLACES.money) },
      after: {
        columnPercent: percentText,
        columnTotal: toNumeric(sum(works.map(fromNumeric)), PLACES.money),
      },
    });
    return row.payAppId;
  });
  return headReply(deps.db, payAppId);
}

import { amountFromPercent } from '@n5/shared/billing/pay-app-math';
import { compare, fromNumeric, PLACES, toNumeric, type TDecimal } from '@n5/shared/core/decimal';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import { adjustedOf, nonNegative, otherWork, refusePastSchedule } from '../amounts';
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

type TInput = {
  projectID: number;
  paymentApplicationType: number;
  subCategoryCode: string;
  amount?: string | number;
  percent?: string | number;
  stored?: string | number;
};
type TGiven = { amount?: TDecimal; percent?: TDecimal; stored?: TDecimal };
type TCurrent = { work: string; stored: string; enteredPercent: string | null } | undefined;

/** The amount, percent and stored value given: one of amount or percent, none negative (400). */
function givenOr400(input: TInput): TGiven {
  if (input.amount !== undefined && input.percent !== undefined)
    throw badRequest('Give the amount or the percent, not both.');
  if (input.amount === undefined && input.percent === undefined && input.stored === undefined)
    throw badRequest('Give an amount, a percent or the materials stored.');
  return {
    amount: nonNegative(input.amount, 'amount'),
    percent: nonNegative(input.percent, 'percent'),
    stored: nonNegative(input.stored, 'materials stored'),
  };
}

/** The line as it will be stored: what was given, the rest kept from the current line. */
function lineValues(given: TGiven, adjusted: string, current: TCurrent) {
  const { amount, percent, stored } = given;
  const work =
    percent !== undefined
      ? amountFromPercent(adjusted, toNumeric(percent, PLACES.fraction))
      : amount !== undefined
        ? toNumeric(amount, PLACES.money)
        : (current?.work ?? '0.00');
  const storedText =
    stored !== undefined ? toNumeric(stored, PLACES.money) : (current?.stored ?? '0.00');
  const enteredPercent =
    percent !== undefined
      ? toNumeric(percent, PLACES.fraction)
      : amount !== undefined
        ? null
        : (current?.enteredPercent ?? null);
  return { work, storedText, enteredPercent };
}

/**
 * Sets one line of a pay app by dollars or percent of its adjusted value, and its materials
 * stored (issue 16 item 1): locked amounts refused (409/403), past its schedule only with
 * permissions 3 and 1 (403), within the column (400); audited.
 */
export async function setPayAppAmount(deps: TBillingDeps, input: TInput, user: TUser) {
  const given = givenOr400(input);
  const payAppId = await deps.db.transaction(async (tx) => {
    const row = await lockPayApp(tx, input.projectID, input.paymentApplicationType);
    refuseLockedAmounts(user, row);
    refuseRelease(row);
    const billing = await projectBilling(tx, input.projectID);
    const line = billing.schedule.find((s) => s.subCategoryCode === input.subCategoryCode);
    if (!line)
      throw badRequest(
        `${input.subCategoryCode} is not on this project's schedule of values (no approved client contract bills it).`,
      );
    const current = billing.lines.find(
      (l) => l.payAppId === row.payAppId && l.subCategoryCode === line.subCategoryCode,
    );
    const { work, storedText, enteredPercent } = lineValues(given, adjustedOf(line), current);
    if (compare(fromNumeric(work), MAX_LINE_AMOUNT) > 0)
      throw badRequest(
        `That percent bills $${work} on ${line.subCategoryCode}, more than a pay app line holds ($999,999,999,999.99).`,
      );
    refusePastSchedule(user, line, {
      previous: toNumeric(otherWork(billing, row.number, line.subCategoryCode), PLACES.money),
      thisPeriod: work,
      stored: storedText,
    });
    const values = { work, stored: storedText, enteredPercent };
    await q.upsertLines(tx, [
      {
        payAppId: row.payAppId,
        subCategoryCode: line.subCategoryCode,
        ...values,
        updatedBy: user.UserID,
      },
    ]);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app_line',
      entityId: `${row.payAppId}:${line.subCategoryCode}`,
      action: current ? 'update' : 'insert',
      before: current ? { work: current.work, stored: current.stored } : null,
      after: values,
    });
    return row.payAppId;
  });
  return headReply(deps.db, payAppId);
}

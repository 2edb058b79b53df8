import { carriedForwardStored } from '@n5/shared/billing/carry-forward';
import { defaultPayAppDates } from '@n5/shared/billing/dates';
import { heldOnWork } from '@n5/shared/billing/retainage';
import { addPayAppRefusal } from '@n5/shared/billing/rules';
import {
  compare,
  fromNumeric,
  parseDecimal,
  PLACES,
  toNumeric,
  ZERO,
} from '@n5/shared/core/decimal';
import { formatMoney } from '@n5/shared/core/money';
import type { TUser } from '@n5/shared/session/schemas';
import type { TTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import { isoDay, nowOf, type TBillingDeps } from '../deps';
import { projectBilling } from '../pay-app-sheet';
import * as q from '../queries';

/** What a release may release: the retainage on work held after the last pay app (409 none). */
async function heldOr409(tx: TTx, projectId: number) {
  const billing = await projectBilling(tx, projectId);
  const last = billing.heads.at(-1);
  if (!last) throw conflict('There is no pay app yet, so no retainage is held to release.');
  const refusal = addPayAppRefusal(last);
  if (refusal) throw conflict(refusal);
  const codes = billing.schedule.map((l) => l.subCategoryCode);
  const held = heldOnWork(codes, billing.entries, last.number);
  if (compare(held, ZERO) <= 0)
    throw conflict(
      `No retainage is held after pay app ${last.number}: there is nothing to release.`,
    );
  return { billing, last, held };
}

/**
 * Adds a retainage release application (issue 31 item 2): the next pay app, billing only
 * retainage on completed work — all of it (null) or part (400 past what is held) — split over
 * the lines by what each holds; its stored materials carried so lines 4 stays, no work billed.
 * The last pay app must be certified (409, one open at a time); certified like any other.
 */
export async function addReleasePayApp(
  deps: TBillingDeps,
  input: { projectID: number; releaseAmount: string | number | null },
  user: TUser,
) {
  const projectId = input.projectID;
  return keyedTransaction(deps.db, async (tx) => {
    if (!(await q.lockProjectPayApps(tx, projectId)))
      throw notFound(`There is no project ${projectId}.`);
    const { billing, last, held } = await heldOr409(tx, projectId);
    const releaseAmount =
      input.releaseAmount === null
        ? null
        : toNumeric(parseDecimal(input.releaseAmount)!, PLACES.money);
    if (releaseAmount !== null && compare(fromNumeric(releaseAmount), held) > 0)
      throw badRequest(
        `A release of ${formatMoney(releaseAmount)} is more than the ${formatMoney(toNumeric(held, 2))} of retainage held.`,
      );
    const number = last.number + 1;
    const previous = await q.findPayApp(tx, projectId, last.number);
    const dates = defaultPayAppDates(isoDay(nowOf(deps)), previous ?? undefined);
    const created = await q.insertPayApp(tx, {
      ...{ projectId, number, retainageRate: last.retainageRate },
      ...{ storedRetainageRate: last.storedRetainageRate, retainageConvention: 'new' },
      ...{ kind: 'release', releaseAmount, ...dates, createdBy: user.UserID },
    });
    const stored = carriedForwardStored(billing.entries.at(-1));
    await q.upsertLines(
      tx,
      Object.entries(stored).map(([subCategoryCode, amount]) => ({
        ...{ payAppId: created.payAppId, subCategoryCode, work: '0.00', stored: amount },
        ...{ enteredPercent: null, updatedBy: user.UserID },
      })),
    );
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'pay_app',
      entityId: created.payAppId,
      action: 'insert',
      after: {
        projectId,
        number,
        kind: 'release',
        releaseAmount,
        held: toNumeric(held, 2),
        ...dates,
      },
    });
    return { paymentApplicationType: number, guid: created.guid };
  });
}

import { COLUMN, fitsColumn, numericMax } from '@n5/shared/core/column-ranges';
import { PLACES, toNumeric } from '@n5/shared/core/decimal';
import { bidTotal } from '@n5/shared/estimating/math';
import { bidsLockReason } from '@n5/shared/estimating/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict } from '../../../lib/errors';
import { bidOr400, storeBid } from '../bids';
import { conditionOr404, projectOr404, refuseOverflow, type TEstimatingDeps } from '../deps';
import { derive } from '../derive';
import { presentOne, subcontractorsOf } from '../present';
import {
  deleteBid,
  findSubcontractorCompany,
  listBids,
  lockCondition,
  updateCondition,
} from '../queries';

/**
 * Sets or clears one of a condition's three bid slots (spec 1 §6): the bid's ranges (400), the
 * bids' lock (409), one slot a company; clearing or replacing the selected company's bid makes
 * the condition in-house again; the totals recomputed; audited.
 */
export async function setSubBid(
  deps: TEstimatingDeps,
  input: {
    conditionID: number;
    companyID: number | null;
    bidAmount: string | number;
    markup: string | number;
    precedence: 1 | 2 | 3;
  },
  user: TUser,
) {
  const { db } = deps;
  const { companyID, precedence } = input;
  await conditionOr404(db, input);
  const { amount, markup } = bidOr400(input);
  if (companyID !== null && !(await findSubcontractorCompany(db, companyID)))
    throw badRequest(`Company ${companyID} is not a subcontractor.`);
  return db.transaction(async (tx) => {
    const row = (await lockCondition(tx, input.conditionID))!;
    const lock = bidsLockReason(row);
    if (lock) throw conflict(`The bids are locked: ${lock}`);
    const bids = await listBids(tx, [row.conditionId]);
    const before = bids.find((b) => b.Precedence === precedence) ?? null;
    if (
      companyID !== null &&
      bids.some((b) => b.CompanyID === companyID && b.Precedence !== precedence)
    )
      throw conflict('That subcontractor already has a bid on this condition in another slot.');
    let selected = row.selectedSubcontractorId;
    const bidAmount = toNumeric(amount, PLACES.money);
    const bidMarkup = toNumeric(markup, PLACES.fraction);
    const total = bidTotal(bidAmount, bidMarkup);
    if (!fitsColumn(total, COLUMN.money))
      throw badRequest(
        `The bid amount with its markup is too large: the bid total would be over ${numericMax(COLUMN.money)}.`,
      );
    if (companyID === null) {
      if (before) await deleteBid(tx, row.conditionId, precedence);
      // The selected company's bid is gone: the condition is in-house again.
      if (before && before.CompanyID === selected) selected = null;
    } else {
      if (before && before.CompanyID === selected && before.CompanyID !== companyID)
        selected = null;
      await storeBid(tx, row, {
        precedence,
        companyId: companyID,
        amount,
        bidAmount,
        markup: bidMarkup,
        total,
      });
    }
    const project = await projectOr404(tx, row.projectId);
    const changed = { ...row, selectedSubcontractorId: selected };
    const derived = await derive(tx, changed, {
      ksRemodelingTaxInd: project.ksRemodelingTaxInd,
      taxRate: deps.config.KS_REMODEL_TAX_RATE,
    });
    refuseOverflow(derived, 'The bid amount');
    await updateCondition(tx, row.conditionId, { selectedSubcontractorId: selected, ...derived });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition_sub_bid',
      entityId: `${row.conditionId}:${precedence}`,
      action: companyID === null ? 'delete' : before ? 'update' : 'insert',
      before: before && {
        companyId: before.CompanyID,
        bidAmount: before.BidAmount,
        markup: before.Markup,
      },
      after: companyID === null ? null : { companyId: companyID, bidAmount, markup: bidMarkup },
    });
    return {
      subcontractors: await subcontractorsOf(tx, row.conditionId, selected),
      condition: await presentOne(tx, row.conditionId),
    };
  });
}

import { computeCondition, holdSignedPrice } from '@n5/shared/estimating/math';
import type { TDbOrTx } from '../../db/client';
import { conditionInputsOf } from '@n5/shared/estimating/math';
import { listBids, type TConditionRow } from './queries';

/** The price the client signed, held on a client-approved condition (issue 28 item 2). */
export const signedPriceOf = (row: TConditionRow) => (row.clientApprovedInd === 1 ? row : null);

/** Recomputes and returns the derived columns of a (changed) row. */
export async function derive(
  tx: TDbOrTx,
  row: TConditionRow,
  tax: { ksRemodelingTaxInd: number; taxRate: string },
) {
  let selectedBid = null;
  if (row.selectedSubcontractorId !== null) {
    const bids = await listBids(tx, [row.conditionId]);
    const bid = bids.find((b) => b.CompanyID === row.selectedSubcontractorId);
    selectedBid = bid ? { bidAmount: bid.BidAmount, markup: bid.Markup } : null;
  }
  const derived = computeCondition(conditionInputsOf(row), selectedBid, tax);
  return holdSignedPrice(derived, signedPriceOf(row));
}

import { COLUMN, fitsColumn, numericMax } from '@n5/shared/core/column-ranges';
import {
  compare,
  div,
  fromNumeric,
  isZero,
  parseDecimal,
  PLACES,
  toNumeric,
  type TDecimal,
} from '@n5/shared/core/decimal';
import type { TDbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { MAX_BID, MAX_MARKUP } from './deps';
import { recordBidHistory } from './bid-history-queries';
import { findBidSlot, upsertBid, type TConditionRow } from './queries';

/** A bid's amount and markup, each within its range (400 otherwise). */
export function bidOr400(input: { bidAmount: string | number; markup: string | number }) {
  const amount = parseDecimal(input.bidAmount)!;
  const markup = parseDecimal(input.markup)!;
  if (amount.units < 0n || compare(amount, MAX_BID) > 0)
    throw badRequest('The bid amount must be from 0 to 999,999,999,999.99.');
  if (markup.units < 0n || compare(markup, MAX_MARKUP) > 0)
    throw badRequest('The markup must be a fraction from 0 to 9.9999.');
  return { amount, markup };
}

/**
 * Stores a company's bid in its slot (keeping the slot's first bid date) and, for a priced
 * quantity, the bid's unit price in the bid history (400 when it would not fit).
 */
export async function storeBid(
  tx: TDbOrTx,
  row: TConditionRow,
  bid: {
    precedence: 1 | 2 | 3;
    companyId: number;
    amount: TDecimal;
    bidAmount: string;
    markup: string;
    total: string;
  },
) {
  const existing = await findBidSlot(tx, row.conditionId, bid.precedence);
  await upsertBid(tx, {
    conditionId: row.conditionId,
    precedence: bid.precedence,
    companyId: bid.companyId,
    bidAmount: bid.bidAmount,
    markup: bid.markup,
    total: bid.total,
    bidDate: existing?.bidDate ?? new Date().toISOString().slice(0, 10),
  });
  // The bid history keeps the unit price of each bid for a priced quantity: one row per company
  // and day (a bid's several saves are one bid), none while the amount is still $0.00.
  const q = fromNumeric(row.totalQuantities);
  // A deduction (negative quantity, issue 31) is in-house only: it prices no bid history.
  const unitPrice =
    isZero(q) || q.units < 0n || isZero(bid.amount) ? null : div(bid.amount, q, PLACES.unitPrice);
  if (unitPrice && !fitsColumn(unitPrice, COLUMN.unit4))
    throw badRequest(
      `The bid amount is too large for the quantity: its unit price would be over ${numericMax(COLUMN.unit4)}.`,
    );
  if (row.measurementType && unitPrice)
    await recordBidHistory(tx, {
      conditionName: row.conditionName,
      measurementType: row.measurementType,
      companyId: bid.companyId,
      unitPrice: toNumeric(unitPrice, PLACES.unitPrice),
      bidDate: new Date().toISOString().slice(0, 10),
      conditionId: row.conditionId,
    });
}

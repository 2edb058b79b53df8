import type { TReceiptStatus } from '@n5/shared/receipts/rules';
import type { TReceiptsDeps } from '../deps';
import { listReceipts as selectReceipts } from '../queries';
import { toReceiptRow } from './receipt-row';

/** The newest 500 receipts matching the filters: accounting's list. */
export const RECEIPT_LIST_LIMIT = 500;

export async function listReceipts(
  deps: TReceiptsDeps,
  input: { status?: TReceiptStatus; projectID?: number; userID?: number },
) {
  const rows = await selectReceipts(deps.db, {
    status: input.status,
    projectId: input.projectID,
    userId: input.userID,
    limit: RECEIPT_LIST_LIMIT,
  });
  return { receipts: rows.map(toReceiptRow) };
}

import type { z } from 'zod';
import { nonProjectReceiptNumber, randomReceiptTail } from '@n5/shared/receipts/rules';
import type { ZSaveNonProjectReceiptBody } from '@n5/shared/receipts/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TReceiptsDeps } from '../deps';
import { insertAuditedReceipt } from './insert-audited-receipt';
import { checkReceiptFields, cleanText } from './receipt-fields';

/**
 * Submits a personal (non-project) receipt (spec 3 §2.10 step 4), numbered 'NP' + the day in
 * America/Chicago + the user + a random 1 to 10000 (spec 3 §4).
 */
export async function saveNonProjectReceipt(
  deps: TReceiptsDeps,
  input: z.infer<typeof ZSaveNonProjectReceiptBody>,
  user: TUser,
) {
  const fields = await checkReceiptFields(deps, input, user);
  const now = deps.now?.() ?? new Date();
  return keyedTransaction(deps.db, async (tx) => {
    const values = {
      kind: 'nonproject' as const,
      receiptNumber: nonProjectReceiptNumber(now, user.UserID, randomReceiptTail()),
      userId: user.UserID,
      vendor: cleanText(input.vendor),
      notes: cleanText(input.notes),
      ...fields,
    };
    return insertAuditedReceipt(tx, values, user);
  });
}

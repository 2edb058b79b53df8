import { isCertified } from '@n5/shared/billing/constants';
import type { TDbOrTx } from '../../../db/client';
import * as q from '../queries';

/** Numbers of the project's certified pay apps (a signed contract under them stays signed). */
export async function listCertifiedNumbers(tx: TDbOrTx, projectId: number) {
  return (await q.payAppHeads(tx, projectId))
    .filter((h) => isCertified(h.status))
    .map((h) => h.number);
}

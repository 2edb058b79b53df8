import type { TPayAppHead } from '@n5/shared/billing/schemas';
import type { TDbOrTx } from '../../db/client';
import * as q from './queries';

/** A pay app's head as the tab shows it. */
export function toHead(row: q.TPayAppRow): TPayAppHead {
  return {
    paymentApplicationType: row.number,
    guid: row.guid,
    status: row.status,
    retainageRate: row.retainageRate,
    storedRetainageRate: row.storedRetainageRate,
    retainageConvention: row.retainageConvention,
    kind: row.kind,
    releaseAmount: row.releaseAmount,
    sentTo: row.sentTo,
    sentAt: row.sentAt?.toISOString() ?? null,
    certifiedBy: row.certifiedBy,
    certifiedByName: row.certifiedByName,
    certifiedAt: row.certifiedAt?.toISOString() ?? null,
    periodTo: row.periodTo,
    applicationDate: row.applicationDate,
    revision: row.revision,
    lastVoid: row.lastVoid,
    accounting: {
      status: row.accountingStatus as TPayAppHead['accounting']['status'],
      error: row.accountingError,
    },
  };
}

/** The reply of a write: the pay app's head after it. */
export async function headReply(db: TDbOrTx, payAppId: number) {
  return { payApp: toHead((await q.findPayAppById(db, payAppId))!) };
}

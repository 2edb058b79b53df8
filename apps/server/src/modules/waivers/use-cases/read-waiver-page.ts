import type { TWaiverDocument } from '@n5/shared/waivers/schemas';
import { waiverStateOf } from '@n5/shared/waivers/rules';
import { nowOf, waiverByLinkOr404, type TWaiversDeps } from '../deps';
import type { TWaiverRow } from '../queries';

/** The public page's reply: the frozen document, its hash, and where the waiver stands. */
export function pageReplyOf(deps: TWaiversDeps, row: TWaiverRow) {
  const receivedAt = row.receivedAt?.toISOString() ?? null;
  return {
    document: row.document as TWaiverDocument,
    documentHash: row.documentHash,
    state: waiverStateOf({ receivedAt }),
    expired: !receivedAt && row.expiresAt.getTime() <= nowOf(deps).getTime(),
    signedName: row.signedName,
    signedAt: row.receivedVia === 'signature' ? receivedAt : null,
  };
}

/** The waiver of a /waiver?i= link (404 unknown GUID). */
export async function readWaiverPage(deps: TWaiversDeps, input: { guid: string }) {
  return pageReplyOf(deps, await waiverByLinkOr404(deps.db, input.guid));
}

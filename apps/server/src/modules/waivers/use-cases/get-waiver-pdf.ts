import type { TUser } from '@n5/shared/session/schemas';
import { waiverByLinkOr404, waiverOr404, type TWaiversDeps } from '../deps';
import { waiverFileNameOf, waiverPdf } from '../stored-pdf';

/** A waiver's PDF for the Invoice tab (404 unknown id). */
export async function getWaiverPdf(deps: TWaiversDeps, input: { waiverId: number }, _user: TUser) {
  const row = await waiverOr404(deps.db, input.waiverId);
  return { fileName: waiverFileNameOf(row), bytes: await waiverPdf(deps, row) };
}

/** A waiver's PDF by its link (404 unknown GUID). */
export async function getPublicWaiverPdf(deps: TWaiversDeps, input: { guid: string }) {
  const row = await waiverByLinkOr404(deps.db, input.guid);
  return { fileName: waiverFileNameOf(row), bytes: await waiverPdf(deps, row) };
}

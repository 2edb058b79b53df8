import { linkProjectOr404, type TAlternateApprovalDeps } from '../deps';
import { readAlternates } from '../present';

/** The public alternate-approval page's items, by the link's GUID (404 for another link). */
export async function getAlternateItems(deps: TAlternateApprovalDeps, input: { guid: string }) {
  return readAlternates(deps, deps.db, await linkProjectOr404(deps.db, input.guid));
}

import { linkAccess } from '../access';
import type { TContractPageDeps } from '../deps';
import { readPage } from '../page-reply';

/** The contract page reached by its /contract/ link (recipient, guid, company). */
export async function readContractByLink(
  deps: TContractPageDeps,
  input: { recipient?: string; guid?: string; companyID?: string },
) {
  return readPage(deps, linkAccess(input));
}

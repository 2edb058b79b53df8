import type { TGrandTotals } from '@n5/shared/payapp/schemas';
import { headerWithChanges, sheetOf, type TPayappDeps } from '../deps';

/** The page's header and G702 by GUID (404 unknown): frozen once certified. */
export async function getGrandTotals(
  deps: TPayappDeps,
  input: { guid: string },
): Promise<TGrandTotals> {
  return headerWithChanges(deps, await sheetOf(deps, input.guid));
}

import { figuresHash } from '../../billing/index';
import { groupsOf, sheetOf, type TPayappDeps } from '../deps';

/** The page's G703 groups by GUID (404 unknown), with the hash of the figures they come from. */
export async function getSubtotals(deps: TPayappDeps, input: { guid: string }) {
  const { figures } = await sheetOf(deps, input.guid);
  return { figuresHash: figuresHash(figures), groups: await groupsOf(deps, figures) };
}

import type { TUser } from '@n5/shared/session/schemas';
import type { TBrowserDeps } from '../deps';
import { countStages as selectStageCounts } from '../queries';

/** How many projects each stage has (the browser's tabs), for this user. */
export async function countStages(deps: Pick<TBrowserDeps, 'db'>, _input: void, user: TUser) {
  return { projectCounts: await selectStageCounts(deps.db, user.UserID) };
}

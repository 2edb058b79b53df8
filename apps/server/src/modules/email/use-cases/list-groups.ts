import type { TEmailDeps } from '../deps';
import { listGroups as selectGroups } from '../queries';

/** Every email group with its members. */
export function listGroups(deps: Pick<TEmailDeps, 'db'>) {
  return selectGroups(deps.db);
}

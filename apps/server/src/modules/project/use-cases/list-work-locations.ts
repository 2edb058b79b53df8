import type { TProjectDeps } from '../deps';
import { listWorkLocations as select } from '../queries';

/** The work locations the project may name. */
export function listWorkLocations(deps: Pick<TProjectDeps, 'db'>) {
  return select(deps.db);
}

import type { TProjectDeps } from '../deps';
import { listContactOptions as select } from '../queries';

/** The contacts the project's people fields offer. */
export function listContactOptions(deps: Pick<TProjectDeps, 'db'>) {
  return select(deps.db);
}

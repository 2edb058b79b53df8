import type { TCrmDeps } from '../deps';
import { listActiveUsers as select } from '../queries';

/** The users who may own a relationship. */
export function listActiveUsers(deps: TCrmDeps) {
  return select(deps.db);
}

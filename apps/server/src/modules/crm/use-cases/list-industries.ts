import type { TCrmDeps } from '../deps';
import { listIndustries as select } from '../queries';

/** The industries a company may name. */
export function listIndustries(deps: TCrmDeps) {
  return select(deps.db);
}

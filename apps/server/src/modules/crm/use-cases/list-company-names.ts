import type { TCrmDeps } from '../deps';
import { listCompanyNames as select } from '../queries';

/** Every company's id and name (the editor's company list). */
export function listCompanyNames(deps: TCrmDeps) {
  return select(deps.db);
}

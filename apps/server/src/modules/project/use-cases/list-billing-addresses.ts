import type { TProjectDeps } from '../deps';
import { listBillingAddresses as select } from '../queries';

/** The billing addresses the project may name. */
export function listBillingAddresses(deps: Pick<TProjectDeps, 'db'>) {
  return select(deps.db);
}

import type { TProjectDeps } from '../deps';
import { listClientCompanies as select } from '../queries';

/** The client companies the project may name. */
export function listClientCompanies(deps: Pick<TProjectDeps, 'db'>) {
  return select(deps.db);
}

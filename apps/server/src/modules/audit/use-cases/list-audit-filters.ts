import type { TAuditDeps } from '../deps';
import { listAuditEntities, listAuditUsers } from '../queries';

/** The audit screen's choices: the record types the log holds, and the users. */
export async function listAuditFilters(deps: TAuditDeps) {
  const [entities, users] = await Promise.all([
    listAuditEntities(deps.db),
    listAuditUsers(deps.db),
  ]);
  return { entities, users };
}

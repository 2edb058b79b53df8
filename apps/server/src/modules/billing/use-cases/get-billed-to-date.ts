import type { TBillingDeps } from '../deps';
import * as q from '../queries';

/** Line 4 of the latest certified pay app (over/under billing's billed to date; item 8). */
export async function getBilledToDate(deps: TBillingDeps, input: { projectId: number }) {
  return q.billedToDate(deps.db, input.projectId);
}

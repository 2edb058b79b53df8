import { projectOr404, type TBillingDeps } from '../deps';
import { toHead } from '../present';
import * as q from '../queries';

/** The project's pay apps' heads: number, status, rates, sending and accounting. */
export async function listPayAppStatuses(deps: TBillingDeps, input: { projectId: number }) {
  await projectOr404(deps.db, input.projectId);
  return { statuses: (await q.payAppHeads(deps.db, input.projectId)).map(toHead) };
}

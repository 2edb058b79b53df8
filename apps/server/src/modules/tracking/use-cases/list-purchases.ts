import type { TTrackingDeps } from '../deps';
import { projectOr404 } from '../figures';
import { listPurchases as selectPurchases } from '../queries';

/** A project's material purchases (404 for an unknown project). */
export async function listPurchases(deps: TTrackingDeps, input: { projectId: number }) {
  const [, rows] = await Promise.all([
    projectOr404(deps.db, input.projectId),
    selectPurchases(deps.db, input.projectId),
  ]);
  return { rows };
}

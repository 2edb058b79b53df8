import type { TTrackingDeps } from '../deps';
import { projectOr404 } from '../figures';
import { listInventory as selectInventory } from '../queries';

/** A project's inventory issues (404 for an unknown project). */
export async function listInventory(deps: TTrackingDeps, input: { projectId: number }) {
  const [, rows] = await Promise.all([
    projectOr404(deps.db, input.projectId),
    selectInventory(deps.db, input.projectId),
  ]);
  return { rows };
}

import { conditionOr404, type TEstimatingDeps } from '../deps';
import { subcontractorsOf } from '../present';

/** A condition's bid slots, the subcontractors to choose from and the selected one. */
export async function listSubcontractors(deps: TEstimatingDeps, input: { conditionId: number }) {
  const j = await conditionOr404(deps.db, { conditionID: input.conditionId });
  return subcontractorsOf(deps.db, input.conditionId, j.row.selectedSubcontractorId);
}

import type { TContractStage } from '@n5/shared/contracts/constants';
import { projectOr404, type TInclusionsDeps } from '../deps';
import { listAlternateContracts } from '../queries';

/** The project's alternate contracts, each selected when approved. */
export async function listAlternateContractTypes(
  deps: TInclusionsDeps,
  input: { projectId: number },
) {
  await projectOr404(deps, input.projectId);
  const rows = await listAlternateContracts(deps.db, input.projectId);
  return {
    alternateContractTypes: rows.map((r) => ({
      contractType: r.contract_type,
      contractID: r.contract_id,
      contractStageCategory: r.stage as TContractStage,
      alternateSelectedInd: r.stage === 'Approved' ? 1 : 0,
    })),
  };
}

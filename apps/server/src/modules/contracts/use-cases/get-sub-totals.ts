import { totalsByStage } from '@n5/shared/contracts/totals';
import type { TContractsDeps } from '../deps';
import { subContractsOf } from '../list-contracts';

/** The sub contracts' footer: totals by stage. */
export async function getSubTotals(deps: TContractsDeps, input: { projectId: number }) {
  const rows = await subContractsOf(deps, input.projectId);
  return {
    totals: totalsByStage(
      rows.map((r) => ({ ...r, stage: r.ContractStageCategory })),
      (r) => ({ total: r.Total, invoiced: r.Invoiced, received: r.Received }),
    ),
  };
}

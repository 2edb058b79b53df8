import type { TContractsDeps } from '../deps';
import { clientContractsOf } from '../list-contracts';

/** The v2 contracts API's client contracts, and the totals of those not inactive. */
export async function listV2Contracts(deps: TContractsDeps, input: { projectId: number }) {
  const rows = await clientContractsOf(deps, input.projectId);
  return {
    contracts: rows.map((r) => ({
      type: r.ContractType,
      guid: r.GUID,
      grand_total: r.GrandTotal,
      stage: r.ContractStageCategory,
      sent: r.ContractSentInd === 1,
    })),
    totals: rows
      .filter((r) => r.ContractStageCategory !== 'Inactive')
      .map((r) => ({ type: r.ContractType, guid: r.GUID, grand_total: r.GrandTotal })),
  };
}

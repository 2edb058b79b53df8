import type { TContractsDeps } from '../deps';
import { clientContractsOf } from '../list-contracts';

/** The project's alternate contract types, comma-separated. */
export async function getAlternateTypes(deps: TContractsDeps, input: { projectId: number }) {
  const rows = await clientContractsOf(deps, input.projectId);
  return {
    alternateContractTypes: rows
      .filter((r) => r.AlternatesInd === 1)
      .map((r) => r.ContractType)
      .join(','),
  };
}

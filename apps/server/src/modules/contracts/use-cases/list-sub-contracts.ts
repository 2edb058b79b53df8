import type { TContractsDeps } from '../deps';
import { subContractsOf } from '../list-contracts';

/** The project's sub contracts table (404 for an unknown project). */
export async function listSubContracts(deps: TContractsDeps, input: { projectId: number }) {
  return { contracts: await subContractsOf(deps, input.projectId) };
}

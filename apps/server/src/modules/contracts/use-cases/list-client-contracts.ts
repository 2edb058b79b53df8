import type { TContractsDeps } from '../deps';
import { clientContractsOf } from '../list-contracts';

/** The project's client contracts table (404 for an unknown project). */
export async function listClientContracts(deps: TContractsDeps, input: { projectId: number }) {
  return { contracts: await clientContractsOf(deps, input.projectId) };
}

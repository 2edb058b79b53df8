import { clientViewAccess } from '../access';
import type { TContractPageDeps } from '../deps';
import { readPage } from '../page-reply';

/** The client's view of a client contract (/contracts/{id}/client). */
export async function readClientContract(deps: TContractPageDeps, input: { contractId: string }) {
  return readPage(deps, clientViewAccess(input.contractId));
}

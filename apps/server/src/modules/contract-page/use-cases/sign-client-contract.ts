import { clientViewAccess } from '../access';
import type { TContractPageDeps } from '../deps';
import { signContract, type TSignatureInput, type TSigningClient } from '../signature';

/** Signs a client contract from the client's view (see signContract for the refusals). */
export async function signClientContract(
  deps: TContractPageDeps,
  input: TSignatureInput & { contractId: string },
  client: TSigningClient,
) {
  return signContract(deps, clientViewAccess(input.contractId), input, client);
}

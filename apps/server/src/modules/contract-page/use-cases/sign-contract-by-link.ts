import { linkAccess } from '../access';
import type { TContractPageDeps } from '../deps';
import { signContract, type TSignatureInput, type TSigningClient } from '../signature';

/** Signs the contract reached by its /contract/ link (see signContract for the refusals). */
export async function signContractByLink(
  deps: TContractPageDeps,
  input: TSignatureInput & { recipient: string; guid: string; companyID: string },
  client: TSigningClient,
) {
  const access = linkAccess({
    recipient: input.recipient,
    guid: input.guid,
    companyID: input.companyID,
  });
  return signContract(deps, access, input, client);
}

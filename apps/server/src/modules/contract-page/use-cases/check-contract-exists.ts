import type { TContractPageDeps } from '../deps';
import { contractByGuid } from '../signed-contract';

/** Whether a contract's signed PDF is ready, and where to download it (the page polls this). */
export async function checkContractExists(deps: TContractPageDeps, input: { guid: string }) {
  const found = await contractByGuid(deps, input.guid);
  const ready = found.stage === 'Approved' && !!found.fileKey;
  return {
    contractExists: ready,
    uri: ready ? `/api/contract/signed-pdf?guid=${found.guid}` : null,
  };
}

import { recordAudit } from '../../../lib/audit';
import type { TContractParty, TContractsDeps } from '../deps';
import { PARTIES } from '../parties';

/** Keeps the signed PDF rendered after a signature on the contract, with its audit row. */
export async function setSignedPdf(
  deps: TContractsDeps,
  input: { party: TContractParty; guid: string; fileKey: string },
) {
  const { party, guid, fileKey } = input;
  await deps.db.transaction(async (tx) => {
    await PARTIES[party].update(tx, guid, { contractFileKey: fileKey });
    await recordAudit(tx, {
      userId: null,
      entity: `${party}_contract`,
      entityId: guid,
      action: 'update',
      before: { contractFileKey: null },
      after: { contractFileKey: fileKey, signedPdf: true },
    });
  });
}

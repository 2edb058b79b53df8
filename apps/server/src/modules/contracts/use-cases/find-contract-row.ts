import type { TDbOrTx } from '../../../db/client';
import type { TContractParty } from '../deps';
import { clientContractRows, subContractRows } from '../queries';

/** One contract row by GUID, of either kind, for the public contract page (issue 15). */
export async function findContractRow(tx: TDbOrTx, party: TContractParty, guid: string) {
  if (party === 'client') {
    const [row] = await clientContractRows(tx, { contractId: guid });
    return row ? { ...row, typeName: row.contractType } : null;
  }
  const [row] = await subContractRows(tx, { contractId: guid });
  return row ? { ...row, typeName: row.subContractType, description: '' } : null;
}

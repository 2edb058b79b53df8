import type { TDbOrTx } from '../../db/client';
import { lockClient, lockSub } from './deps';
import {
  clientContractRows,
  setConditionsClientApproved,
  setConditionsSubApproved,
  subContractRows,
  updateClientContract,
  updateSubContract,
} from './queries';

/** What differs between the two kinds of contract: the table, its audit entity, its flag. */
export const PARTIES = {
  client: {
    entity: 'client_contract',
    lock: lockClient,
    update: updateClientContract,
    setConditionsApproved: setConditionsClientApproved,
  },
  sub: {
    entity: 'sub_contract',
    lock: lockSub,
    update: updateSubContract,
    setConditionsApproved: setConditionsSubApproved,
  },
} as const;

/** One contract row of either kind by GUID, or undefined. */
export async function contractRowOf(db: TDbOrTx, party: 'client' | 'sub', guid: string) {
  const [row] =
    party === 'client'
      ? await clientContractRows(db, { contractId: guid })
      : await subContractRows(db, { contractId: guid });
  return row;
}

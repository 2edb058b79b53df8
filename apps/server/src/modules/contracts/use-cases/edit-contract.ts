import type { TClientContract, TSubContract } from '@n5/shared/contracts/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { lockClient, lockSub, type TContractsDeps } from '../deps';
import { editedValue, FIELD_LABELS, refuseReadOnly } from '../edits';
import { clientContractOf, subContractOf } from '../list-contracts';
import { updateClientContract, updateSubContract } from '../queries';

type TEdit<P> = {
  party: P;
  guid: string;
  field: P extends 'client' ? 'description' | 'workDays' | 'retention' : 'workDays' | 'retention';
  value: string | number | null;
};

/**
 * Edits a contract's description (client only), work days or retention: 409 once sent or
 * approved; audited; replies with the contract's row as the tab shows it.
 */
export async function editContract(
  deps: TContractsDeps,
  input: TEdit<'client'>,
  user: TUser,
): Promise<{ contract: TClientContract }>;
export async function editContract(
  deps: TContractsDeps,
  input: TEdit<'sub'>,
  user: TUser,
): Promise<{ contract: TSubContract }>;
export async function editContract(
  deps: TContractsDeps,
  input: TEdit<'client'> | TEdit<'sub'>,
  user: TUser,
) {
  const { guid, field, party } = input;
  return deps.db.transaction(async (tx) => {
    const row = party === 'client' ? await lockClient(tx, guid) : await lockSub(tx, guid);
    refuseReadOnly(row, FIELD_LABELS[field]);
    const after = editedValue(field, input.value);
    if (party === 'client') await updateClientContract(tx, guid, after);
    else await updateSubContract(tx, guid, after);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: `${party}_contract`,
      entityId: guid,
      action: 'update',
      before: { [field]: (row as Record<typeof field, unknown>)[field] },
      after,
    });
    const contract =
      party === 'client'
        ? await clientContractOf(deps, tx, row)
        : await subContractOf(deps, tx, row);
    return { contract };
  });
}

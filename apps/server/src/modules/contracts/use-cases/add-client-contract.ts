import {
  contractNumberOf,
  nextAlternateType,
  nextClientContractType,
} from '@n5/shared/contracts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TContractsDeps } from '../deps';
import { insertClientContract, listClientContracts, lockProjectContractTypes } from '../queries';

/** Adds the project's next client contract (Base, then CO n) or its next alternate; audited. */
export async function addClientContract(
  deps: TContractsDeps,
  input: { projectId: number; kind: 'next' | 'alternate' },
  user: TUser,
) {
  const { projectId } = input;
  return keyedTransaction(deps.db, async (tx) => {
    const locked = await lockProjectContractTypes(tx, projectId);
    if (!locked) throw notFound(`There is no project ${projectId}.`);
    const type =
      input.kind === 'alternate'
        ? nextAlternateType(locked.types)
        : nextClientContractType(locked.types);
    const values = {
      projectId,
      companyId: locked.clientCompanyId,
      contractType: type,
      contractNumber: contractNumberOf(type),
    };
    const id = await insertClientContract(tx, values);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'client_contract',
      entityId: id,
      action: 'insert',
      after: values,
    });
    return {
      ClientContractOptions: await listClientContracts(tx, projectId),
      ClientContractID: id,
      ContractType: type,
    };
  });
}

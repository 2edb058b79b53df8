import { scheduleReductionRefusal } from '@n5/shared/billing/deductions';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { conflict } from '../../../lib/errors';
import type { TContractParty, TContractsDeps } from '../deps';
import { approvePendingContract, projectOfClientContract } from '../queries';
import { PARTIES } from '../parties';

export interface TApproval {
  party: TContractParty;
  guid: string;
  userId: number | null;
  values: {
    approvalDate: string;
    approvalSource: string;
    contractFileKey?: string | null;
    signedName?: string;
    signedAt?: Date;
    signatureEvidence?: string;
  };
  audit?: Record<string, unknown>;
}

/**
 * Approves a pending contract, whatever approves it (a manual upload on the tab, a signature
 * on the public page): one conditional UPDATE (a second approval, even a concurrent one, finds
 * it no longer pending: 409), its conditions become approved for that kind (ClientApprovedInd
 * or SubContractApprovedInd), which locks them, and an audit row. Runs in the caller's
 * transaction. A client contract that lowers a line's scheduled value below what is already
 * billed on it (a deductive change order) is refused 409 (issue 31 item 1), with the project's
 * pay apps locked from before the change to its commit.
 */
export async function approveContract(
  tx: TDbOrTx,
  input: TApproval,
  billing?: TContractsDeps['billing'],
) {
  const projectId =
    billing && input.party === 'client' ? await projectOfClientContract(tx, input.guid) : null;
  const before = billing && projectId !== null ? await billing.lineValues(tx, projectId) : null;
  const approved = await approvePendingContract(tx, input.party, input.guid, input.values);
  if (!approved) throw conflict('This contract has already been approved or is not pending.');
  await PARTIES[input.party].setConditionsApproved(tx, input.guid, 1);
  if (billing && before && projectId !== null) {
    const refusal = scheduleReductionRefusal(before, await billing.lineValues(tx, projectId));
    if (refusal) throw conflict(refusal);
  }
  await recordAudit(tx, {
    userId: input.userId,
    entity: `${input.party}_contract`,
    entityId: input.guid,
    action: 'update',
    before: { stage: 'Pending' },
    after: { stage: 'Approved', ...input.values, ...input.audit },
  });
}

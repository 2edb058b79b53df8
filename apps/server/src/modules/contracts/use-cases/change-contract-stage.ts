import { scheduleReductionRefusal } from '@n5/shared/billing/deductions';
import {
  canReturnToPending,
  refusedStageAction,
  STAGE_ACTIONS,
  type TContractStageAction,
} from '@n5/shared/contracts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import type { TContractParty, TContractsDeps } from '../deps';
import { PARTIES } from '../parties';

/** What a return to pending erases: the approval, the signature and its PDF, the sent flag. */
const ERASED_APPROVAL = {
  approvalDate: null,
  approvalSource: null,
  signedName: null,
  signedAt: null,
  signatureEvidence: null,
  // The signed (or uploaded) PDF belongs to the erased approval (issue 15).
  contractFileKey: null,
  sentInd: 0,
} as const;

/** Certified pay apps billed this signed contract (issue 28 item 3): it stays signed (409). */
async function refuseCertified(deps: TContractsDeps, tx: TDbOrTx, projectId: number) {
  const certified = (await deps.billing?.certifiedNumbers(tx, projectId)) ?? [];
  if (certified.length === 0) return;
  throw conflict(
    `Pay app${certified.length > 1 ? 's' : ''} ${certified.join(', ')} of this project ${certified.length > 1 ? 'were' : 'was'} certified against the approved client contracts, so this contract cannot return to pending: change its amount with a change order.`,
  );
}

/**
 * The one stage change of a contract, whatever screen asks: the allowed change (400
 * otherwise), the admin gate on return to pending (403), and in one transaction the stage, its
 * side effects (return to pending erases the signature and clears the conditions' approval of
 * that kind; the evidence goes to the audit log) and the audit rows.
 */
export async function changeContractStage(
  deps: TContractsDeps,
  input: { party: TContractParty; guid: string; action: TContractStageAction },
  user: TUser,
) {
  const { guid, action } = input;
  if (action === 'returnToPending' && !canReturnToPending(user)) {
    throw forbidden('Only an admin can return an approved contract to pending.');
  }
  const store = PARTIES[input.party];
  return deps.db.transaction(async (tx) => {
    const row = await store.lock(tx, guid);
    const refused = refusedStageAction(action, row.stage);
    if (refused) throw badRequest(refused);
    const unapproving = input.party === 'client' && action === 'returnToPending';
    if (unapproving) await refuseCertified(deps, tx, row.projectId);
    // Open pay apps may bill what this contract scheduled: never below what they bill (issue 31).
    const before = unapproving ? await deps.billing?.lineValues(tx, row.projectId) : undefined;
    const to = STAGE_ACTIONS[action].to;
    const after = action === 'returnToPending' ? { stage: to, ...ERASED_APPROVAL } : { stage: to };
    await store.update(tx, guid, after);
    if (action === 'returnToPending') await store.setConditionsApproved(tx, guid, 0);
    if (before && deps.billing) {
      const refusal = scheduleReductionRefusal(
        before,
        await deps.billing.lineValues(tx, row.projectId),
        'This contract cannot return to pending',
      );
      if (refusal) throw conflict(refusal);
    }
    await recordAudit(tx, {
      userId: user.UserID,
      entity: store.entity,
      entityId: guid,
      action: 'update',
      before: {
        stage: row.stage,
        approvalDate: row.approvalDate,
        approvalSource: row.approvalSource,
        signedName: row.signedName,
        signedAt: row.signedAt,
        signatureEvidence: row.signatureEvidence,
        contractFileKey: row.contractFileKey,
        sentInd: row.sentInd,
      },
      after,
    });
    return { guid, ContractStageCategory: to };
  });
}

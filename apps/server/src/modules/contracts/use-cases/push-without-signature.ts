import { needsPermissions, PERMISSION } from '@n5/shared/permissions/roles';
import { PUSHED_WITHOUT_SIGNATURE } from '@n5/shared/contracts/constants';
import { canPushWithoutSignature } from '@n5/shared/contracts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import { accountingReply, enqueuePush } from '../accounting';
import { lockContract, nowOf, type TContractParty, type TContractsDeps } from '../deps';
import { PARTIES } from '../parties';

/** A push without signature runs once: queued or done, a repeat is the forced re-sync's job. */
function refuseRepeatedPush(row: { approvalSource: string | null; accountingStatus: string }) {
  if (row.approvalSource !== PUSHED_WITHOUT_SIGNATURE) return;
  if (row.accountingStatus !== 'queued' && row.accountingStatus !== 'synced') return;
  throw conflict(
    `This contract was already pushed to accounting without signature (${row.accountingStatus}). ` +
      'To send it again, force a re-sync (role Acumatica Errors).',
  );
}

/**
 * Pushes a pending contract to accounting without a signature (permission 10): checked and
 * marked queued under the row lock, audited, then queued as a job.
 */
export async function pushWithoutSignature(
  deps: TContractsDeps,
  input: { party: TContractParty; guid: string },
  user: TUser,
) {
  const { party, guid } = input;
  if (!canPushWithoutSignature(user)) {
    throw forbidden(
      `Pushing a contract without signature needs ${needsPermissions([PERMISSION.PUSH_WITHOUT_SIGNATURE], 'or')}.`,
    );
  }
  await deps.db.transaction(async (tx) => {
    const row = await lockContract(tx, party, guid);
    if (row.stage !== 'Pending')
      throw conflict(
        `Only a pending contract can be pushed without signature; this one is ${row.stage}.`,
      );
    if (row.companyId === null)
      throw badRequest('Choose the company of this contract before pushing it.');
    refuseRepeatedPush(row);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: `${party}_contract`,
      entityId: guid,
      action: 'update',
      before: { approvalSource: row.approvalSource, accountingStatus: row.accountingStatus },
      after: { approvalSource: PUSHED_WITHOUT_SIGNATURE, accountingStatus: 'queued' },
    });
    // Queued in the same commit as the row lock's check: a second call waits for this commit
    // and then finds the push queued (issue 30 item 3).
    await PARTIES[party].update(tx, guid, {
      approvalSource: PUSHED_WITHOUT_SIGNATURE,
      accountingStatus: 'queued' as const,
      accountingError: null,
      accountingAt: nowOf(deps),
    });
  });
  await enqueuePush(deps, { party, guid, withSignature: false });
  return accountingReply(deps, party, guid);
}

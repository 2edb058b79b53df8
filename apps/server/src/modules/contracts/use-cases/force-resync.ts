import { PUSHED_WITHOUT_SIGNATURE } from '@n5/shared/contracts/constants';
import { canForceResync } from '@n5/shared/contracts/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { accountingReply, enqueuePush } from '../accounting';
import type { TContractParty, TContractsDeps } from '../deps';
import { clientContractRows, subContractRows } from '../queries';

/**
 * Pushes an approved contract (or one pushed without signature) to accounting again, whatever
 * its status (role Acumatica Errors); audited, then queued as a job.
 */
export async function forceResync(
  deps: TContractsDeps,
  input: { projectId: number; guid: string },
  user: TUser,
) {
  const { db } = deps;
  const { projectId, guid } = input;
  if (!canForceResync(user)) throw forbidden('Forcing a re-sync needs the role Acumatica Errors.');
  const [client] = await clientContractRows(db, { contractId: guid });
  const [sub] = client ? [undefined] : await subContractRows(db, { contractId: guid });
  const row = client ?? sub;
  if (!row || row.projectId !== projectId)
    throw notFound('There is no such contract on this project.');
  const pushedUnsigned = row.stage === 'Pending' && row.approvalSource === PUSHED_WITHOUT_SIGNATURE;
  if (row.stage !== 'Approved' && !pushedUnsigned)
    throw conflict(
      `Only an approved contract, or one pushed without signature, can be re-synced; this one is ${row.stage}.`,
    );
  const party: TContractParty = client ? 'client' : 'sub';
  await db.transaction((tx) =>
    recordAudit(tx, {
      userId: user.UserID,
      entity: `${party}_contract`,
      entityId: guid,
      action: 'update',
      before: { accountingStatus: row.accountingStatus },
      after: { accountingStatus: 'queued', resync: 'forced' },
    }),
  );
  await enqueuePush(deps, {
    party,
    guid,
    withSignature: row.approvalSource !== PUSHED_WITHOUT_SIGNATURE,
  });
  return accountingReply(deps, party, guid);
}

import { MANUAL_UPLOAD } from '@n5/shared/contracts/constants';
import type { TUser } from '@n5/shared/session/schemas';
import type { TUploadData } from '../../files/index';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import {
  isoDay,
  lockContract,
  need,
  nowOf,
  UUID,
  type TContractParty,
  type TContractsDeps,
} from '../deps';
import { contractRowOf } from '../parties';
import type { TClientContractRow } from '../queries';
import { clientReadinessOf } from '../readiness';
import { pushApproved } from '../accounting';
import { approveContract } from './approve-contract';

/**
 * Approves a pending contract by its signed PDF uploaded on the tab (spec 1 §5): a client
 * contract must be ready as for a send; the PDF is stored in the approval's commit, so a losing
 * upload leaves no file (issue 30).
 */
export async function uploadContract(
  deps: TContractsDeps,
  input: { party: TContractParty; guid: string | undefined; data: TUploadData; fileName?: string },
  user: TUser,
) {
  const files = need(deps.files, 'the files service');
  const { party } = input;
  if (!input.guid || !UUID.test(input.guid))
    throw badRequest('contractGUID must be a contract GUID.');
  const guid = input.guid.toLowerCase();
  const row = await contractRowOf(deps.db, party, guid);
  if (!row) throw notFound(`There is no such ${party} contract.`);
  if (row.stage !== 'Pending')
    throw conflict(`Only a pending contract can be approved by upload; this one is ${row.stage}.`);
  if (party === 'client') {
    // The same readiness as a send (spec 1 §5: "before sending or uploading an approved pdf").
    const readiness = await clientReadinessOf(deps.db, row as TClientContractRow);
    if (readiness.messages.length > 0) throw badRequest(readiness.messages.join(' '));
  }
  const upload = {
    data: input.data,
    fileName: input.fileName,
    accept: ['application/pdf'] as const,
    relatedEntity: 'project',
    relatedId: String(row.projectId),
    userId: user.UserID,
  };
  const stored = await files.storeWith(upload, async (tx, file) => {
    const locked = await lockContract(tx, party, guid);
    if (locked.stage !== 'Pending')
      throw conflict('The contract changed meanwhile; it is no longer pending.');
    await approveContract(
      tx,
      {
        party,
        guid,
        userId: user.UserID,
        values: {
          approvalDate: isoDay(nowOf(deps)),
          approvalSource: MANUAL_UPLOAD,
          contractFileKey: file.fileKey,
        },
      },
      deps.billing,
    );
    return file;
  });
  // After the commit: the job must find the contract approved.
  await pushApproved(deps, party, guid);
  return { guid, fileUrl: stored.url };
}

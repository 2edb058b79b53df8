import { BID_DATE_MESSAGE, parseBidDate } from '@n5/shared/contracts/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TUploadData } from '../../files/index';
import { recordAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/errors';
import { lockSub, need, UUID, type TContractsDeps } from '../deps';
import { subContractRows, updateSubContract } from '../queries';

/** Keeps a subcontractor's bid PDF and its date on the sub contract; audited. */
export async function uploadBid(
  deps: TContractsDeps,
  input: {
    guid: string | undefined;
    bidDate: string | undefined;
    data: TUploadData;
    fileName?: string;
  },
  user: TUser,
) {
  const files = need(deps.files, 'the files service');
  if (!input.guid || !UUID.test(input.guid))
    throw badRequest('bidGUID must be a sub contract GUID.');
  const bidDate = parseBidDate(input.bidDate);
  if (!bidDate) throw badRequest(BID_DATE_MESSAGE);
  const guid = input.guid.toLowerCase();
  const [row] = await subContractRows(deps.db, { contractId: guid });
  if (!row) throw notFound('There is no such sub contract.');
  const stored = await files.storeUpload({
    data: input.data,
    fileName: input.fileName,
    accept: ['application/pdf'],
    relatedEntity: 'project',
    relatedId: String(row.projectId),
    userId: user.UserID,
  });
  await deps.db.transaction(async (tx) => {
    const locked = await lockSub(tx, guid);
    const after = { bidDate, bidFileKey: stored.fileKey };
    await updateSubContract(tx, guid, after);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'sub_contract',
      entityId: guid,
      action: 'update',
      before: { bidDate: locked.bidDate, bidFileKey: locked.bidFileKey },
      after,
    });
  });
  return { guid, fileUrl: stored.url };
}

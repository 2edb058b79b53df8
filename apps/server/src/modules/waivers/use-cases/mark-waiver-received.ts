import type { TUser } from '@n5/shared/session/schemas';
import { parseInteger } from '@n5/shared/core/integer';
import { recordAudit } from '../../../lib/audit';
import type { TUploadData } from '../../files/index';
import { badRequest, conflict } from '../../../lib/errors';
import { nowOf, presentWaiver, waiverOr404, type TWaiversDeps } from '../deps';
import * as q from '../queries';

/**
 * Marks a waiver received with its paper copy (a PDF, stored as the waiver's PDF): 400 without
 * a waiver id or with a file that is not a PDF, 404 unknown, 409 already received.
 */
export async function markWaiverReceived(
  deps: TWaiversDeps,
  input: { waiverId: string | undefined; data: TUploadData; fileName: string },
  user: TUser,
) {
  const waiverId = parseInteger(input.waiverId ?? '');
  if (waiverId === null || waiverId < 1) throw badRequest('waiverId must be a waiver id.');
  const row = await waiverOr404(deps.db, waiverId);
  if (row.receivedAt) throw conflict('This lien waiver has already been signed or received.');
  const receivedAt = nowOf(deps);
  const upload = {
    data: input.data,
    fileName: input.fileName,
    accept: ['application/pdf'] as const,
    relatedEntity: 'project',
    relatedId: String(row.projectId),
    userId: user.UserID,
  };
  await deps.files.storeWith(upload, async (tx, file) => {
    const done = await q.setReceived(tx, waiverId, {
      receivedVia: 'upload',
      receivedAt,
      receivedBy: user.UserID,
      signedName: null,
      signatureEvidence: null,
      pdfFileKey: file.fileKey,
    });
    if (done === null) throw conflict('This lien waiver has already been signed or received.');
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'lien_waiver',
      entityId: waiverId,
      action: 'update',
      before: { receivedAt: null },
      after: { receivedAt: receivedAt.toISOString(), receivedVia: 'upload' },
    });
  });
  return { waiver: presentWaiver(deps, await waiverOr404(deps.db, waiverId)) };
}

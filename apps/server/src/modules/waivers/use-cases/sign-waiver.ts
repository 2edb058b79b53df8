import {
  readSignature,
  signatureEvidenceOf,
  type TSignatureEvidence,
  type TSigningClient,
} from '../../contract-page/index';
import { recordAudit } from '../../../lib/audit';
import { conflict } from '../../../lib/errors';
import { nowOf, waiverByLinkOr404, waiverOr404, type TWaiversDeps } from '../deps';
import * as q from '../queries';
import { waiverPdf } from '../stored-pdf';
import { pageReplyOf } from './read-waiver-page';

export interface TWaiverSignatureInput {
  guid: string;
  approvedBy: string;
  signature: string;
  documentHash: string;
}

/**
 * Signs a waiver on its link with the contracts' evidence (IP, agent, time, link, the hash of
 * the document as shown, the drawn image in the file store): name and drawing required (400),
 * unknown link 404, already received or expired 409, a document other than the one shown 409.
 * The signed PDF replaces the requested one.
 */
export async function signWaiver(
  deps: TWaiversDeps,
  input: TWaiverSignatureInput,
  client: TSigningClient,
) {
  const { name, png } = readSignature(input);
  const row = await waiverByLinkOr404(deps.db, input.guid);
  if (row.receivedAt) throw conflict('This lien waiver has already been signed or received.');
  const signedAt = nowOf(deps);
  if (row.expiresAt.getTime() <= signedAt.getTime())
    throw conflict(
      'This link has expired. Please ask the N5 Project Manager to send the waiver again.',
    );
  if (row.documentHash !== input.documentHash)
    throw conflict(
      'The waiver changed after this page was opened. Reload the page and sign again.',
    );
  const evidence = signatureEvidenceOf(client, {
    sha256: row.documentHash,
    linkTokenId: `/waiver?i=${row.guid}`,
    signedAt,
  });
  const image = {
    data: png,
    fileName: `signature-waiver-${row.waiverId}.png`,
    accept: ['image/png'] as const,
    relatedEntity: 'project',
    relatedId: String(row.projectId),
    userId: null,
  };
  await deps.files.storeWith(image, async (tx, file) => {
    const full: TSignatureEvidence = { ...evidence, signatureFileKey: file.fileKey };
    const done = await q.setReceived(tx, row.waiverId, {
      receivedVia: 'signature',
      receivedAt: signedAt,
      receivedBy: null,
      signedName: name,
      signatureEvidence: full,
      pdfFileKey: null,
    });
    if (done === null) throw conflict('This lien waiver has already been signed or received.');
    await recordAudit(tx, {
      userId: null,
      entity: 'lien_waiver',
      entityId: row.waiverId,
      action: 'update',
      before: { receivedAt: null },
      after: { receivedAt: signedAt.toISOString(), receivedVia: 'signature', signedName: name },
    });
  });
  const signed = await waiverOr404(deps.db, row.waiverId);
  await waiverPdf(deps, signed);
  return pageReplyOf(deps, signed);
}

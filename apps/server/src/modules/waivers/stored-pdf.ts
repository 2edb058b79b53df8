import type { TWaiverDocument } from '@n5/shared/waivers/schemas';
import { parseEvidence, type TPdfSignature } from '../contract-page/index';
import type { TWaiversDeps } from './deps';
import { renderWaiverPdf } from './pdf';
import * as q from './queries';

/** The signature block of a waiver signed on its link (null before, or for a paper copy). */
async function signatureOf(deps: TWaiversDeps, row: q.TWaiverRow): Promise<TPdfSignature | null> {
  if (row.receivedVia !== 'signature' || !row.receivedAt) return null;
  const evidence = parseEvidence(JSON.stringify(row.signatureEvidence ?? null));
  const image = evidence?.signatureFileKey
    ? ((await deps.files.readFile(evidence.signatureFileKey))?.data ?? null)
    : null;
  return {
    name: row.signedName ?? '',
    signedAt: row.receivedAt,
    approvalDate: row.receivedAt.toISOString().slice(0, 10),
    image,
    evidence,
  };
}

export const waiverFileNameOf = (row: q.TWaiverRow) =>
  `lien-waiver-${row.projectId}-${row.payAppNumber}-${row.kind}-${row.waiverId}.pdf`;

/**
 * The waiver's PDF from the file store: as requested, as signed, or the uploaded paper copy.
 * When missing (a request whose PDF was not stored yet, a signature just recorded) it is
 * rendered from the frozen document, stored, and its key kept on the waiver.
 */
export async function waiverPdf(deps: TWaiversDeps, row: q.TWaiverRow) {
  if (row.pdfFileKey) {
    const stored = await deps.files.readFile(row.pdfFileKey);
    if (stored) return stored.data;
  }
  const signature = await signatureOf(deps, row);
  const bytes = await renderWaiverPdf({
    document: row.document as TWaiverDocument,
    guid: row.guid,
    hash: row.documentHash,
    createdAt: row.receivedAt ?? row.requestedAt,
    signature,
  });
  // storeWith, not storeUpload: a request's own keyed transaction has already been used.
  const file = {
    data: bytes,
    fileName: waiverFileNameOf(row),
    accept: ['application/pdf'] as const,
    relatedEntity: 'project',
    relatedId: String(row.projectId),
    userId: null,
  };
  await deps.files.storeWith(file, (tx, stored) =>
    q.setPdfFileKey(tx, row.waiverId, stored.fileKey),
  );
  return bytes;
}

import { usDateText } from '@n5/shared/core/company-time';
import { NAME_REQUIRED, SIGNATURE_REQUIRED } from '@n5/shared/contract-page/rules';
import { badRequest } from '../../lib/errors';
import type { TPdf } from '../../lib/pdf/pdf-document';
import { drawTable } from '../../lib/pdf/pdf-table';
import { decodePngDataUrl } from '../../lib/png-data-url';
import type { TSignatureEvidence } from './evidence';

/**
 * The signing evidence every signed document keeps (contracts, and lien waivers through this
 * module's index): the typed name and the drawn image checked, then the address, the browser's
 * agent, the time, the link used and the hash of the document as shown.
 */

/** Who signed from where: the address and the browser's agent. */
export interface TSigningClient {
  ip: string;
  userAgent: string;
}

/** The typed name and the drawn PNG, or 400 with the page's own messages. */
export function readSignature(input: { approvedBy: string; signature: string }) {
  const name = input.approvedBy.trim();
  if (!name) throw badRequest(NAME_REQUIRED);
  const png = decodePngDataUrl(input.signature);
  if (png === 'empty') throw badRequest(SIGNATURE_REQUIRED);
  if (png === 'invalid') throw badRequest('The signature must be a PNG image.');
  return { name, png };
}

/** The evidence of one signature (the image's file key is added once it is stored). */
export function signatureEvidenceOf(
  client: TSigningClient,
  signed: { sha256: string; linkTokenId: string; signedAt: Date },
): Omit<TSignatureEvidence, 'signatureFileKey'> {
  return {
    ip: client.ip,
    userAgent: client.userAgent,
    sha256: signed.sha256,
    linkTokenId: signed.linkTokenId,
    signedAtUtc: signed.signedAt.toISOString(),
  };
}

export interface TPdfSignature {
  name: string;
  signedAt: Date | null;
  approvalDate: string | null;
  image: Buffer | null;
  evidence: TSignatureEvidence | null;
}

/**
 * The signature block (name, date, drawn image) and, on a page of its own, the signing
 * certificate: signer, times, IP address, device, link, and the hash recorded at signing next
 * to the hash of the document rendered here, which must be the same.
 */
export function drawSignatureAndCertificate(
  doc: TPdf,
  input: {
    documentRows: Array<[string, string]>;
    signature: TPdfSignature;
    currentHash: string;
    width: number;
    what: string;
  },
) {
  const { signature: s } = input;
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).text('Signatures');
  doc.font('Helvetica').fontSize(9);
  doc.text(`Approved by: ${s.name}`);
  doc.text(`Date: ${usDateText(s.approvalDate)}`);
  if (s.image) {
    try {
      doc.image(s.image, { fit: [220, 80] });
    } catch {
      doc.text('(signature image could not be read)');
    }
  }
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).text('Signing Certificate');
  doc.moveDown(0.5).font('Helvetica').fontSize(9);
  const e = s.evidence;
  const rows: Array<[string, string]> = [
    ...input.documentRows,
    ['Signer', s.name],
    ['Signed at (UTC)', e?.signedAtUtc ?? s.signedAt?.toISOString() ?? ''],
    ['Approval date', s.approvalDate ?? ''],
    ['IP address', e?.ip ?? ''],
    ['Device (user agent)', e?.userAgent ?? ''],
    ['Link used', e?.linkTokenId ?? ''],
    ['Document SHA-256 recorded at signing', e?.sha256 ?? ''],
    ['Document SHA-256 of this rendering', input.currentHash],
  ];
  drawTable(
    doc,
    [
      { header: 'Evidence', width: 170 },
      { header: 'Value', width: input.width - 170 },
    ],
    rows.map((cells) => ({ cells })),
  );
  doc.text(
    `The SHA-256 is taken of the ${input.what} exactly as the signing page showed it (its canonical JSON). Equal hashes mean the document printed here is the one that was signed.`,
  );
}

import { waiverFacts } from '@n5/shared/waivers/rules';
import type { TWaiverDocument } from '@n5/shared/waivers/schemas';
import { renderPdf } from '../../lib/pdf/pdf-document';
import { drawSignatureAndCertificate, type TPdfSignature } from '../contract-page/index';

const WIDTH = 516; // Letter (612 pt) less two 48 pt margins.

/**
 * A lien waiver on one Letter page: title, the parties and figures, the template's paragraphs,
 * then either blank signature lines (as requested) or the signature and the contracts' signing
 * certificate (as signed).
 */
export function renderWaiverPdf(input: {
  document: TWaiverDocument;
  guid: string;
  hash: string;
  createdAt: Date;
  signature: TPdfSignature | null;
}): Promise<Buffer> {
  const { document: d, signature } = input;
  return renderPdf({ title: `${d.title} ${input.guid}`, createdAt: input.createdAt }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(15).text(d.title, { align: 'center' });
    doc.moveDown(0.8).font('Helvetica').fontSize(10);
    for (const [label, value] of waiverFacts(d)) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
      doc.font('Helvetica').text(value);
    }
    doc.moveDown(0.8);
    for (const paragraph of d.paragraphs) doc.text(paragraph, { align: 'justify' }).moveDown(0.6);
    if (!signature) {
      doc.moveDown(1.5);
      doc.text(`Claimant: ${d.claimant}`);
      doc.moveDown(1.5).text('Signature: ______________________________');
      doc.moveDown(1).text('Name: __________________________________   Date: ______________');
      doc.moveDown(1).fontSize(8).text(`Document SHA-256: ${input.hash}`);
      return;
    }
    drawSignatureAndCertificate(doc, {
      documentRows: [
        ['Document', `${d.title}, ${d.project}, ${d.payApp}`],
        ['Waiver GUID', input.guid],
      ],
      signature,
      currentHash: input.hash,
      width: WIDTH,
      what: 'lien waiver',
    });
  });
}

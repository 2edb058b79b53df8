import { A4_POINTS, fitOnPage } from '@n5/shared/receipts/rules';
import type { TReceiptPage } from './receipt-images';

/**
 * The receipt PDF, built in the browser (spec 3 §4): one A4 page per photo, the photo scaled to
 * fit and centred. pdf-lib embeds the JPEG bytes as they are, so the server can read them back.
 */
export async function buildReceiptPdf(pages: readonly TReceiptPage[]): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  for (const photo of pages) {
    const image = await doc.embedJpg(new Uint8Array(await photo.jpeg.arrayBuffer()));
    const page = doc.addPage([A4_POINTS.width, A4_POINTS.height]);
    page.drawImage(image, fitOnPage({ width: image.width, height: image.height }));
  }
  const bytes = await doc.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

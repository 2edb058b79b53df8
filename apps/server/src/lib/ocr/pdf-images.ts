import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * The JPEG images inside a receipt PDF, in page order: the browser embeds each photo as a
 * DCTDecode image, whose stream bytes are the JPEG file itself, so nothing is re-rendered.
 */
export async function jpegImagesOfPdf(pdf: Buffer): Promise<Buffer[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const images: Buffer[] = [];
  for (const page of doc.getPages()) {
    const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    if (!xObjects || !('entries' in xObjects)) continue;
    for (const [, ref] of (xObjects as { entries(): [PDFName, unknown][] }).entries()) {
      const stream = doc.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const subtype = stream.dict.get(PDFName.of('Subtype'));
      const filter = stream.dict.get(PDFName.of('Filter'));
      if (subtype === PDFName.of('Image') && filter === PDFName.of('DCTDecode')) {
        images.push(Buffer.from(stream.contents));
      }
    }
  }
  return images;
}

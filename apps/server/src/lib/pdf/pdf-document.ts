import PDFDocument from 'pdfkit';

export type TPdf = PDFKit.PDFDocument;

export type TPageSize = 'A4' | 'LETTER';

export interface TPdfOptions {
  title: string;
  size?: TPageSize;
  layout?: 'portrait' | 'landscape';
  margin?: number;
  /** Fixed so the same content renders the same bytes (a hash of a PDF then means something). */
  createdAt: Date;
}

/**
 * Renders one PDF with pdfkit's standard fonts (Helvetica family, nothing downloaded) and returns
 * its bytes. `draw` lays out the content; pages flow as text overruns them.
 */
export function renderPdf(options: TPdfOptions, draw: (doc: TPdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size ?? 'LETTER',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 48,
    bufferPages: true,
    info: {
      Title: options.title,
      Producer: 'N5 Workspace',
      Creator: 'N5 Workspace',
      CreationDate: options.createdAt,
      ModDate: options.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

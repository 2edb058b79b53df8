import { randomUUID } from 'node:crypto';

/** A small PDF the upload routes accept (checked by content: it starts with %PDF-). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One file (PDF) and text fields as multipart/form-data, as the browser uploads them. */
export function pdfForm(fields: Record<string, string>, file = PDF, fileName = 'site.pdf') {
  const boundary = `----n5faults${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => field(name, value))
        .join(''),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

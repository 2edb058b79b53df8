import { describe, expect, it } from 'vitest';
import { filesContract as c } from '@n5/shared/files/contract';
import { multipart, useTestApp } from '../../testing/build-test-app';

const { callAs, refusedAs, requestAs } = useTestApp({ FILE_MAX_MB: '0.01' });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('uploads and downloads', () => {
  it('stores a PDF and streams it back with a safe name and the right type', async () => {
    const stored = await callAs(
      'pm',
      c.upload,
      {},
      multipart(
        { name: '../../Bid <final>.pdf', data: pdf, type: 'text/html' },
        { relatedEntity: 'bid' },
      ),
    );
    expect(stored).toMatchObject({
      fileName: 'Bid _final_.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });

    const down = await requestAs('field', c.download, { params: { id: stored.fileId } });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toContain('filename="Bid _final_.pdf"');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file that is not what it claims, whatever its name', async () => {
    const refused = await refusedAs(
      'pm',
      c.upload,
      {},
      multipart({
        name: 'invoice.pdf',
        data: Buffer.from('<html><script>alert(1)</script>'),
        type: 'application/pdf',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.error.message).toMatch(/not a PDF, JPG, PNG file/);
  });

  it('refuses a file over the size limit and a request without a file', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(20_000, 0x20)]);
    const tooBig = await refusedAs('pm', c.upload, {}, multipart({ name: 'big.pdf', data: big }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.error.message).toMatch(/larger than 0.01 MB/);
    const json = await refusedAs('pm', c.upload, { body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.error.message).toMatch(/multipart/);
  });

  it('answers 401 signed out, 403 for non-office uploads, 404 for an unknown file', async () => {
    const body = multipart({ name: 'a.pdf', data: pdf });
    expect((await refusedAs('anonymous', c.upload, {}, body)).status).toBe(401);
    expect((await refusedAs('field', c.upload, {}, body)).status).toBe(403);
    expect((await refusedAs('pm', c.download, { params: { id: 987654 } })).status).toBe(404);
    expect((await refusedAs('anonymous', c.download, { params: { id: 1 } })).status).toBe(401);
  });
});

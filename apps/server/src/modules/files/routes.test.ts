import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  buildTestApp,
  loginAs,
  multipart,
  type TTestApp,
} from '../../testing/build-test-app';

let t: TTestApp;
let pm: ReturnType<typeof asUser>;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await buildTestApp({ FILE_MAX_MB: '0.01' });
  pm = asUser(t.app, await loginAs(t.app, 'pm@n5.local'));
});
afterAll(async () => {
  await t.close();
});

describe('uploads and downloads', () => {
  it('stores a PDF and streams it back with a safe name and the right type', async () => {
    const body = multipart(
      { name: '../../Bid <final>.pdf', data: pdf, type: 'text/html' },
      { relatedEntity: 'bid' },
    );
    const up = await pm({ method: 'POST', url: '/api/files', ...body });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      fileName: 'Bid _final_.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });

    const field = asUser(t.app, await loginAs(t.app, 'field@n5.local'));
    const down = await field({ method: 'GET', url: `/api/files/${up.json().fileId}` });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toContain('filename="Bid _final_.pdf"');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file that is not what it claims, whatever its name', async () => {
    const res = await pm({
      method: 'POST',
      url: '/api/files',
      ...multipart({
        name: 'invoice.pdf',
        data: Buffer.from('<html><script>alert(1)</script>'),
        type: 'application/pdf',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/not a PDF, JPG, PNG file/);
  });

  it('refuses a file over the size limit and a request without a file', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(20_000, 0x20)]);
    const tooBig = await pm({
      method: 'POST',
      url: '/api/files',
      ...multipart({ name: 'big.pdf', data: big }),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toMatch(/larger than 0.01 MB/);
    const json = await pm({ method: 'POST', url: '/api/files', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toMatch(/multipart/);
  });

  it('answers 401 signed out, 403 for non-office uploads, 404 for an unknown file', async () => {
    const body = multipart({ name: 'a.pdf', data: pdf });
    expect((await t.app.inject({ method: 'POST', url: '/api/files', ...body })).statusCode).toBe(
      401,
    );
    const field = asUser(t.app, await loginAs(t.app, 'field@n5.local'));
    expect((await field({ method: 'POST', url: '/api/files', ...body })).statusCode).toBe(403);
    expect((await pm({ method: 'GET', url: '/api/files/987654' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/1' })).statusCode).toBe(401);
  });
});

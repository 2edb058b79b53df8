import { describe, expect, it } from 'vitest';
import { filesContract as c } from '@n5/shared/files/contract';
import { multipart, useTestApp } from '../../testing/build-test-app';

const { callAs, refusedAs, requestAs, buildProject } = useTestApp({
  FILE_MAX_MB: '0.01',
  // The refusals below are many uploads in a minute; the rate is upload-quota.test.ts's.
  UPLOADS_PER_USER_PER_MINUTE: '100',
});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const uploadAs = async (caller: 'pm' | 'estimator', fields: Record<string, string> = {}) =>
  callAs(caller, c.upload, {}, multipart({ name: 'scope.pdf', data: pdf }, fields));

describe('uploads and downloads', () => {
  it('stores a PDF and streams it back with a safe name and the right type', async () => {
    const { ProjectID } = await buildProject();
    const stored = await callAs(
      'pm',
      c.upload,
      {},
      multipart(
        { name: '../../Bid <final>.pdf', data: pdf, type: 'text/html' },
        { relatedEntity: 'project', relatedId: String(ProjectID) },
      ),
    );
    expect(stored).toMatchObject({
      fileName: 'Bid _final_.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    expect(stored.fileKey).toMatch(UUID);
    expect(stored.url).toBe(`/api/files/${stored.fileKey}`);
    expect(stored).not.toHaveProperty('fileId');

    const down = await requestAs('accounting', c.download, { params: { key: stored.fileKey } });
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

  it('refuses broken multipart and a NUL in a field with a 400, not a 500 (issue 11)', async () => {
    const broken = [
      { payload: Buffer.from('x'), headers: { 'content-type': 'multipart/form-data' } },
      {
        payload: Buffer.from('--b\r\nContent-Disp'),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    ];
    for (const options of broken) {
      expect(await refusedAs('pm', c.upload, {}, options)).toEqual({
        status: 400,
        error: { code: 'BAD_REQUEST', message: 'The upload is not valid multipart/form-data.' },
      });
    }
    for (const field of ['relatedEntity', 'relatedId']) {
      const body = multipart({ name: 'a.pdf', data: pdf }, { [field]: 'a\u0000b' });
      expect(await refusedAs('pm', c.upload, {}, body)).toEqual({
        status: 400,
        error: {
          code: 'BAD_REQUEST',
          message: `The field "${field}" contains a NUL character (\\u0000), which text may not hold.`,
        },
      });
    }
  });

  it('answers 401 signed out, 403 for non-office uploads, 404 for an unknown file', async () => {
    const body = multipart({ name: 'a.pdf', data: pdf });
    expect((await refusedAs('anonymous', c.upload, {}, body)).status).toBe(401);
    expect((await refusedAs('field', c.upload, {}, body)).status).toBe(403);
    const unknown = { params: { key: '6f1c1b8e-2f7a-4c4e-9a55-0b8f3c2d1e0a' } };
    expect((await refusedAs('pm', c.download, unknown)).status).toBe(404);
    expect((await refusedAs('anonymous', c.download, unknown)).status).toBe(401);
  });
});

describe('a stored file is read as the record it belongs to', () => {
  it('refuses a record the upload names that is unknown or of no known kind (400)', async () => {
    const refused = async (fields: Record<string, string>) =>
      refusedAs('pm', c.upload, {}, multipart({ name: 'a.pdf', data: pdf }, fields));
    const kind = await refused({ relatedEntity: 'bid', relatedId: '1' });
    expect(kind.status).toBe(400);
    expect(kind.error.message).toMatch(/project, contact or company/);
    expect((await refused({ relatedEntity: 'project', relatedId: '999999' })).status).toBe(400);
    expect((await refused({ relatedEntity: 'project', relatedId: 'abc' })).status).toBe(400);
    expect((await refused({ relatedEntity: 'project' })).status).toBe(400);
    expect((await refused({ relatedId: '1' })).status).toBe(400);
  });

  it('lets those who may read the project read its file; field staff are refused (403)', async () => {
    const { ProjectID } = await buildProject();
    const stored = await uploadAs('pm', { relatedEntity: 'project', relatedId: String(ProjectID) });
    const params = { params: { key: stored.fileKey } };
    for (const reader of ['superuser', 'admin', 'pm', 'estimator', 'accounting'] as const) {
      expect((await requestAs(reader, c.download, params)).statusCode, reader).toBe(200);
    }
    const field = await refusedAs('field', c.download, params);
    expect(field.status).toBe(403);
    expect(field.error.message).toMatch(/project/);
  });

  it('keeps a file of no record to its uploader and admins', async () => {
    const stored = await uploadAs('estimator');
    const params = { params: { key: stored.fileKey } };
    expect((await requestAs('estimator', c.download, params)).statusCode).toBe(200);
    expect((await requestAs('admin', c.download, params)).statusCode).toBe(200);
    expect((await refusedAs('pm', c.download, params)).status).toBe(403);
    expect((await refusedAs('field', c.download, params)).status).toBe(403);
  });

  it('gives nothing to sequential probing: file addresses are random keys', async () => {
    const first = await uploadAs('pm');
    const second = await uploadAs('pm');
    expect(first.fileKey).not.toBe(second.fileKey);
    for (let id = 1; id <= 30; id += 1) {
      const probe = await requestAs('admin', c.download, { params: { key: String(id) } });
      expect([400, 404], String(id)).toContain(probe.statusCode);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesContract as c } from '@n5/shared/files/contract';
import { createS3FileStore } from '../../lib/files/s3-file-store';
import { buildTestApp, multipart, useTestApp, type TTestApp } from '../../testing/build-test-app';
import { createTestClient } from '../../testing/test-client';
import { S3_TEST_CREDENTIALS, startS3TestServer } from '../../testing/s3-test-server';

/** Uploads and downloads through the app with FILE_STORE=s3, on a local s3rver. */
const BUCKET = 'n5-api-files';
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
beforeAll(async () => {
  s3 = await startS3TestServer([BUCKET]);
});
afterAll(() => s3.close());

const { t, callAs, refusedAs, requestAs, buildProject } = useTestApp(() => ({
  ...s3.env(BUCKET),
  FILE_MAX_MB: '0.01',
  UPLOADS_PER_USER_PER_MINUTE: '100',
}));
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The bucket as the operator sees it. */
const bucket = () =>
  createS3FileStore({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
async function objectKeys() {
  const keys: string[] = [];
  for await (const key of bucket().keys()) keys.push(key);
  return keys.sort();
}

describe('the S3 file store through the app', () => {
  it('streams an upload into the bucket under a key of ours and serves it back', async () => {
    const { ProjectID } = await buildProject();
    const before = await objectKeys();
    const stored = await callAs(
      'pm',
      c.upload,
      {},
      multipart(
        { name: '../../etc/Bid.pdf', data: pdf },
        { relatedEntity: 'project', relatedId: String(ProjectID) },
      ),
    );
    const added = (await objectKeys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(t.app.files).toBeDefined();
    const down = await requestAs('accounting', c.download, { params: { key: stored.fileKey } });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toContain('filename="Bid.pdf"');
    expect(down.rawPayload.equals(pdf)).toBe(true);
  });

  it('leaves nothing in the bucket for a refused upload (wrong type, too large, unknown record)', async () => {
    const before = await objectKeys();
    const html = multipart({ name: 'a.pdf', data: Buffer.from('<html><script>') });
    expect((await refusedAs('pm', c.upload, {}, html)).status).toBe(400);
    const big = multipart({ name: 'big.pdf', data: Buffer.concat([pdf, Buffer.alloc(20_000)]) });
    expect((await refusedAs('pm', c.upload, {}, big)).error.message).toMatch(/larger than/);
    const unknown = multipart(
      { name: 'a.pdf', data: pdf },
      { relatedEntity: 'project', relatedId: '999999' },
    );
    expect((await refusedAs('pm', c.upload, {}, unknown)).status).toBe(400);
    expect(await objectKeys()).toEqual(before);
  });

  it('answers 404 for a record whose object is gone from the bucket', async () => {
    const stored = await callAs('pm', c.upload, {}, multipart({ name: 'a.pdf', data: pdf }));
    const added = await objectKeys();
    for (const key of added) await bucket().delete(key);
    const refused = await refusedAs('pm', c.download, { params: { key: stored.fileKey } });
    expect(refused).toEqual({
      status: 404,
      error: { code: 'NOT_FOUND', message: 'There is no such file.' },
    });
  });

  it('answers a write the bucket refuses with 502 and what to check, not a 500', async () => {
    s3.refuseWrites(true);
    try {
      const refused = await refusedAs('pm', c.upload, {}, multipart({ name: 'a.pdf', data: pdf }));
      expect(refused).toEqual({
        status: 502,
        error: {
          code: 'BAD_GATEWAY',
          message:
            'The file store refused to store the file: access denied: check the credentials and their permissions on the bucket.',
        },
      });
    } finally {
      s3.refuseWrites(false);
    }
  });
});

describe('S3_DOWNLOADS=redirect', () => {
  let app: TTestApp;
  const client = createTestClient(() => app.app);
  beforeAll(async () => {
    app = await buildTestApp({ ...s3.env(BUCKET), S3_DOWNLOADS: 'redirect' });
  });
  afterAll(() => app.close());

  it('checks access, then sends the browser to a short-lived signed URL of the object', async () => {
    const stored = await client.callAs(
      'estimator',
      c.upload,
      {},
      multipart({ name: 'Scope.pdf', data: pdf }),
    );
    const params = { params: { key: stored.fileKey } };
    expect((await client.refusedAs('pm', c.download, params)).status).toBe(403);
    const down = await client.requestAs('estimator', c.download, params);
    expect(down.statusCode).toBe(302);
    const location = String(down.headers.location);
    expect(location).toContain('X-Amz-Expires=60');
    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('application/pdf');
    expect(object.headers.get('content-disposition')).toContain('filename="Scope.pdf"');
    expect(Buffer.from(await object.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  S3_READ_ONLY_CREDENTIALS,
  S3_TEST_CREDENTIALS,
  startS3TestServer,
} from '../../testing/s3-test-server';
import { FileMissingError, FileStoreError } from './file-store';
import { createS3FileStore } from './s3-file-store';

const BUCKET = 'n5-store-test';
let server: Awaited<ReturnType<typeof startS3TestServer>>;
const storeWith = (bucket = BUCKET, credentials = S3_TEST_CREDENTIALS) =>
  createS3FileStore({
    bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials,
    prefix: 'files/',
  });

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = await startS3TestServer([BUCKET]);
});
afterAll(() => server.close());

describe('S3 file store (against a local s3rver)', () => {
  it('puts bytes, reads them back as a stream, lists and deletes them', async () => {
    const store = storeWith();
    await store.put('2026/11/abc.pdf', Buffer.from('%PDF-1.7 hello'), {
      contentType: 'application/pdf',
    });
    expect(await store.exists('2026/11/abc.pdf')).toBe(true);
    expect(await text(await store.get('2026/11/abc.pdf'))).toBe('%PDF-1.7 hello');
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys).toContain('2026/11/abc.pdf');
    await store.delete('2026/11/abc.pdf');
    expect(await store.exists('2026/11/abc.pdf')).toBe(false);
  });

  it('streams a write larger than one part as a multipart upload', async () => {
    const store = storeWith();
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    let sent = 0;
    // 9 MB produced a megabyte at a time: more than one 8 MB part, never one buffer.
    const source = Readable.from(
      (function* () {
        for (; sent < 9; sent++) yield chunk;
      })(),
    );
    await store.put('2026/11/big.pdf', source);
    let size = 0;
    for await (const part of await store.get('2026/11/big.pdf')) size += (part as Buffer).length;
    expect(size).toBe(9 * 1024 * 1024);
  });

  it('says a missing object is missing (FileMissingError, exists false)', async () => {
    const store = storeWith();
    await expect(store.get('2026/11/none.pdf')).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.exists('2026/11/none.pdf')).toBe(false);
  });

  it('refuses a write to a bucket that does not exist, in words', async () => {
    const store = storeWith('no-such-bucket');
    const refused = store.put('2026/11/x.pdf', Buffer.from('%PDF-'));
    await expect(refused).rejects.toBeInstanceOf(FileStoreError);
    await expect(refused).rejects.toThrow('the bucket "no-such-bucket" does not exist');
  });

  it('refuses a write with a read-only credential, and still reads', async () => {
    await storeWith().put('2026/11/kept.pdf', Buffer.from('%PDF-kept'));
    const readOnly = storeWith(BUCKET, S3_READ_ONLY_CREDENTIALS);
    await expect(readOnly.put('2026/11/y.pdf', Buffer.from('%PDF-'))).rejects.toThrow(
      'The file store refused to store the file: access denied',
    );
    expect(await text(await readOnly.get('2026/11/kept.pdf'))).toBe('%PDF-kept');
  });

  it('signs a short-lived URL that serves the object with our name and type', async () => {
    const store = storeWith();
    await store.put('2026/11/signed.pdf', Buffer.from('%PDF-signed'));
    const url = await store.signedUrl('2026/11/signed.pdf', {
      fileName: 'Bid.pdf',
      contentType: 'application/pdf',
      disposition: 'inline; filename="Bid.pdf"',
      expiresInSeconds: 60,
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-signed');
  });

  it('refuses a key we did not make', async () => {
    await expect(storeWith().put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(
      'Invalid storage key',
    );
  });
});

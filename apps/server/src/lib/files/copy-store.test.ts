import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, startS3TestServer } from '../../testing/s3-test-server';
import { copyStore } from './copy-store';
import { createFsFileStore } from './fs-file-store';
import { createS3FileStore } from './s3-file-store';

const BUCKET = 'n5-copy-test';
let server: Awaited<ReturnType<typeof startS3TestServer>>;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-copy-'));
beforeAll(async () => {
  server = await startS3TestServer([BUCKET]);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function text(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('copying the local store into the bucket (files:copy-to-s3)', () => {
  it('copies every file once; a second run skips them all; a new file is copied next run', async () => {
    const local = createFsFileStore(folder);
    const bucket = createS3FileStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
      prefix: 'n5/',
    });
    await local.put('2026/10/a.pdf', Buffer.from('%PDF-a'));
    await local.put('2026/11/b.png', Buffer.from('png-b'));
    await local.put('2026/11/c.jpg', Buffer.from('jpg-c'));
    // An earlier run that stopped after one file.
    await bucket.put('2026/10/a.pdf', Buffer.from('%PDF-a'));

    expect(await copyStore(local, bucket)).toEqual({ copied: 2, skipped: 1, failed: [] });
    expect(await text(await bucket.get('2026/11/b.png'))).toBe('png-b');
    expect(await copyStore(local, bucket)).toEqual({ copied: 0, skipped: 3, failed: [] });

    await local.put('2026/11/d.pdf', Buffer.from('%PDF-d'));
    expect(await copyStore(local, bucket)).toEqual({ copied: 1, skipped: 3, failed: [] });
  });

  it('reports the files the bucket refused, and copies them on a later run', async () => {
    const local = createFsFileStore(folder);
    const missing = createS3FileStore({
      bucket: 'not-there',
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    });
    await expect(copyStore(local, missing)).rejects.toThrow(
      'the bucket "not-there" does not exist',
    );
    server.refuseWrites(true);
    const bucket = createS3FileStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
      prefix: 'other/',
    });
    try {
      const refused = await copyStore(local, bucket);
      expect(refused.copied).toBe(0);
      expect(refused.failed).toHaveLength(4);
      expect(refused.failed[0]!.error).toMatch(/access denied/);
    } finally {
      server.refuseWrites(false);
    }
    expect(await copyStore(local, bucket)).toMatchObject({ copied: 4, skipped: 0 });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);

/** The credential s3rver knows, and one we make read-only (writes refused with AccessDenied). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_READ_ONLY_CREDENTIALS = { accessKeyId: 'READONLY', secretAccessKey: 'READONLY' };

type TKoaContext = {
  method: string;
  get(name: string): string;
  status: number;
  type: string;
  body: string;
};

/**
 * A refusal as S3 sends it, for a write signed with the read-only credential, or any write
 * while `state.refuseWrites` is set (as a bucket policy would refuse it).
 */
const readOnlyGuard =
  (state: { refuseWrites: boolean }) => (ctx: TKoaContext, next: () => Promise<void>) => {
    const signedBy = /Credential=([^/]+)\//.exec(ctx.get('authorization'))?.[1];
    const write = ctx.method !== 'GET' && ctx.method !== 'HEAD';
    if (write && (state.refuseWrites || signedBy === S3_READ_ONLY_CREDENTIALS.accessKeyId)) {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>' +
        '<Message>Access Denied</Message></Error>';
      return Promise.resolve();
    }
    return next();
  };

/**
 * A local S3-compatible server (s3rver: pure JavaScript, objects in a temporary folder) on a free
 * port, with the buckets named; nothing is downloaded. Close it after the tests.
 */
export async function startS3TestServer(buckets: string[]) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-s3-'));
  const account = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };
  account.DUMMY_ACCOUNT.createKeyPair(
    S3_READ_ONLY_CREDENTIALS.accessKeyId,
    S3_READ_ONLY_CREDENTIALS.secretAccessKey,
  );
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const state = { refuseWrites: false };
  (server as unknown as { middleware: unknown[] }).middleware.unshift(readOnlyGuard(state));
  const address = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    /** The settings of the app's S3 store on this server. */
    env: (bucket: string, credentials = S3_TEST_CREDENTIALS): Record<string, string> => ({
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    /** Refuse every write from now on (true) or accept them again (false). */
    refuseWrites: (refuse: boolean) => {
      state.refuseWrites = refuse;
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

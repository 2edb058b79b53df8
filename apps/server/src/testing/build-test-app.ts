import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import type { ReceiptAnalyzer } from '../lib/ocr/receipt-analyzer';
import { loadConfig } from '../config/env';
import type { TDatabase } from '../db/client';
import { openTestDatabase } from './test-database';
import { startJobs, type TJobs } from '../jobs/boss';
import type { TApiUpload } from './factories/api-call';
import { createFactories } from './factories/factories';
import { createTestClient, TEST_ORIGIN } from './test-client';

export interface TTestAppOptions {
  withJobs?: boolean;
  /** A fixed receipt reader, for tests of the receipt flow that are not about the OCR. */
  receiptAnalyzer?: ReceiptAnalyzer;
}

export interface TTestApp {
  app: FastifyInstance;
  database: TDatabase;
  jobs: TJobs | null;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the seeded test database; env overrides the defaults. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: TTestAppOptions = {},
): Promise<TTestApp> {
  const database = await openTestDatabase(inject('testDbTemplate'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    PORT: '3000',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    // The factories approve contracts by uploading them as the superuser, many a minute; the
    // limit's own tests set it (files/upload-quota.test.ts).
    UPLOADS_PER_USER_PER_MINUTE: '1000',
    ...env,
  });
  const silent = { info() {}, warn() {}, error() {} } as never;
  const jobs = options.withJobs
    ? await startJobs(database, { databaseUrl: database.url, log: silent })
    : null;
  const app = await buildApp({
    config,
    database,
    jobs,
    logger: false,
    receiptAnalyzer: options.receiptAnalyzer,
  });
  await app.ready();
  return {
    app,
    database,
    jobs,
    close: async () => {
      await app.close();
      await jobs?.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with one file part and optional text fields, for inject(). */
export function multipart(
  file: { name: string; data: Buffer; type?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----n5test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type TEnv = Record<string, string>;

/**
 * The app of one test file, built before its tests and closed after them (the hooks are
 * registered here; `t` is filled in before the first test runs), with the typed client
 * (callAs, refusedAs, requestAs, userOf) and the factories, which act as the superuser.
 * `env` may be a function when it depends on something started in an earlier beforeAll.
 */
export function useTestApp(env: TEnv | (() => TEnv) = {}, options: TTestAppOptions = {}) {
  const t = {} as TTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(typeof env === 'function' ? env() : env, options));
  });
  afterAll(() => t.close());
  const client = createTestClient(() => t.app);
  const upload: TApiUpload = async (contract, fields, file) => {
    const response = await client.requestAs('superuser', contract, {}, multipart(file, fields));
    if (response.statusCode !== 200) {
      throw new Error(
        `${contract.method} ${contract.path}: ${response.statusCode} ${response.body}`,
      );
    }
  };
  return { t, ...client, ...createFactories(client.apiAs('superuser'), upload) };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { TDatabase } from '../db/client';
import { openTestDatabase } from './test-database';
import { startJobs, type TJobs } from '../jobs/boss';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TTestApp {
  app: FastifyInstance;
  database: TDatabase;
  jobs: TJobs | null;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the seeded test database; env overrides the defaults. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { withJobs?: boolean } = {},
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
    ...env,
  });
  const silent = { info() {}, warn() {}, error() {} } as never;
  const jobs = options.withJobs
    ? await startJobs(database, { databaseUrl: database.url, log: silent })
    : null;
  const app = await buildApp({ config, database, jobs, logger: false });
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

/** Signs in a seeded user through the dev route and returns the session cookie header. */
export async function loginAs(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/dev-login',
    headers: { origin: TEST_ORIGIN },
    payload: { email },
  });
  if (response.statusCode !== 200) {
    throw new Error(`loginAs(${email}) failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = response.cookies.find((c) => c.name === 'n5_session');
  if (!cookie) throw new Error('No session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** inject() as a signed-in browser would send it: cookie plus our own Origin. */
export function asUser(app: FastifyInstance, cookie: string) {
  return (options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({
      ...options,
      headers: { origin: TEST_ORIGIN, cookie, ...(options.headers ?? {}) },
    });
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

export type TUserCaller = ReturnType<typeof asUser>;

const DEMO_USERS = {
  superuser: 'super@n5.local',
  admin: 'admin@n5.local',
  pm: 'pm@n5.local',
  estimator: 'estimator@n5.local',
  accounting: 'accounting@n5.local',
  field: 'field@n5.local',
} as const;

/**
 * The app of one test file, built before its tests and closed after them (the hooks are
 * registered here), with one signed-in caller per seeded demo user. `t` is filled in before the
 * first test runs.
 */
export function useTestApp(...args: Parameters<typeof buildTestApp>) {
  const t = {} as TTestApp;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(...args));
    for (const email of Object.values(DEMO_USERS)) cookies.set(email, await loginAs(t.app, email));
  });
  afterAll(() => t.close());
  const callerOf =
    (email: string): TUserCaller =>
    (request) =>
      asUser(t.app, cookies.get(email)!)(request);
  const users = Object.fromEntries(
    Object.entries(DEMO_USERS).map(([key, email]) => [key, callerOf(email)]),
  ) as Record<keyof typeof DEMO_USERS, TUserCaller>;
  return { t, ...users };
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { emailContract } from '@n5/shared/email/contract';
import { DEFAULT_SEED_PROJECTS } from '../db/seed/index';
import { createS3FileStore } from '../lib/files/s3-file-store';
import { S3_TEST_CREDENTIALS, startS3TestServer } from '../testing/s3-test-server';
import { expectEachOnce, sentCount, type TSmtp } from './crash-email';
import { adminQuery, call, sleep, startApp, stopApp, waitUntil, type TAppOptions } from './harness';
import { identityChanges } from './identity-changes';
import { startRoundRobinProxy } from './round-robin-proxy';
import { sharedFiles, type TTwoInstances } from './shared-files';

const MESSAGES = 6;
const BUCKET = 'n5-faults';

/** Email jobs queued through the one port (so on A and B in turn): each delivered once. */
async function jobsRunOnce(base: string, cookie: string, pool: pg.Pool, smtp: TSmtp) {
  const marker = `jobs-${randomUUID().slice(0, 8)}`;
  const subjects = Array.from({ length: MESSAGES }, (_, i) => `Fault ${marker} message ${i}`);
  for (const subject of subjects) {
    await call(base, cookie, {
      path: emailContract.sendEmail.path,
      body: { email: 'office@example.com', subject, text: `Two instances ${marker}.` },
      key: randomUUID(),
    });
  }
  await waitUntil('both instances delivered the queue', 60, async () => {
    return (await sentCount(pool, marker)) === MESSAGES;
  });
  await sleep(2000);
  expectEachOnce(smtp, marker, subjects);
}

/**
 * (c) Two instances on one database, each on its own DATA_DIR, files in one S3-compatible bucket
 * (a local s3rver), behind one port that sends each request to the other instance in turn
 * (issue 37 items 2 and 3): uploads and stored PDFs read through either, email jobs queued on
 * both run once, and a sign-out, a permission removed and a user deactivated are heard by the
 * other instance within a second.
 */
export async function twoInstances(
  options: TAppOptions,
  pool: pg.Pool,
  smtp: TSmtp,
  report: (line: string) => void,
) {
  const s3 = await startS3TestServer([BUCKET]);
  const ports = { a: options.port, b: options.port + 1 };
  const proxy = await startRoundRobinProxy([
    { name: 'a', base: `http://127.0.0.1:${ports.a}` },
    { name: 'b', base: `http://127.0.0.1:${ports.b}` },
  ]);
  const dataDirs = ['a', 'b'].map((name) => fs.mkdtempSync(path.join(os.tmpdir(), `n5-${name}-`)));
  const env = { ...options.env, ...s3.env(BUCKET), PUBLIC_URL: proxy.base };
  const instance = (name: 'a' | 'b', dataDir: string): TAppOptions => ({
    ...options,
    name: `instance-${name}`,
    port: ports[name],
    dataDir,
    logDir: options.dataDir,
    env,
  });
  const [a, b] = await Promise.all([
    startApp(instance('a', dataDirs[0]!)),
    startApp(instance('b', dataDirs[1]!)),
  ]);
  const bucket = createS3FileStore({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  const t: TTwoInstances = { proxy, pool, bucket, dataDirs };
  try {
    report(`  one port (${proxy.base}) alternating between A and B, two DATA_DIRs, one bucket`);
    const cookie = await sharedFiles(t, report);
    await jobsRunOnce(proxy.base, cookie, pool, smtp);
    report(
      `  jobs: ${MESSAGES} email jobs queued through the one port (A and B in turn), each ran once`,
    );
    await identityChanges(t, report);
  } finally {
    await Promise.all([stopApp(a), stopApp(b)]);
    await proxy.close();
    await s3.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * (d) Two instances started at the same instant on an empty database (issue 30 item 8: one
 * crashed in the migrations, 5 of 5 trials): both answer, and the demo company is seeded once.
 */
export async function twoStartsAtOnce(
  serverUrl: string,
  options: TAppOptions,
  report: (line: string) => void,
) {
  const name = `n5_faults_empty_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const apps = await Promise.allSettled([
    startApp({ ...options, name: 'empty-a', databaseUrl: url.href, port: options.port + 2 }),
    startApp({ ...options, name: 'empty-b', databaseUrl: url.href, port: options.port + 3 }),
  ]);
  try {
    const failed = apps.find((app) => app.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    // The seed's own projects (ids 1..120) once, and the dashboards' past after them, no gaps.
    const projects = await projectsOf(url.href);
    if (projects.seeded !== DEFAULT_SEED_PROJECTS || projects.total !== projects.maxId) {
      throw new Error(
        `after two starts: ${projects.seeded} of the seed's ${DEFAULT_SEED_PROJECTS} projects, ` +
          `${projects.total} in all with ids up to ${projects.maxId}`,
      );
    }
    report('  both started (migrations under an advisory lock), the demo company seeded once');
  } finally {
    for (const app of apps) if (app.status === 'fulfilled') await stopApp(app.value);
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

async function projectsOf(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query<{ seeded: number; total: number; maxId: number }>(
      `select count(*) filter (where project_id <= ${DEFAULT_SEED_PROJECTS})::int as seeded,
              count(*)::int as total, coalesce(max(project_id), 0)::int as "maxId"
         from projects`,
    );
    return rows[0]!;
  } finally {
    await pool.end();
  }
}

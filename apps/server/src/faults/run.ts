// npm run test:faults [-- --url postgres://postgres@127.0.0.1:5432/postgres --port 3390]
// Fault tests of the built server on a fresh PostgreSQL database (created and dropped here), as a
// child process killed with SIGKILL (docs/security.md "Faults"):
//   (a) kill -9 during bursts of 50 concurrent creates with Idempotency-Keys, then the client's
//       retries: every acknowledged and every retried write stored exactly once;
//   (b) kill -9 while an email is being handed to the mail server: every queued message
//       delivered exactly once after the restart;
//   (c) two instances on one database, each on its own DATA_DIR, files in one bucket (a local
//       s3rver), behind one port alternating between them: uploads, stored PDFs and email jobs
//       shared; a sign-out, a removed permission, a deactivated user heard within a second;
//   (d) two instances started at the same instant on an empty database: both start, one seeds;
//   (e) SIGTERM during an upload: /ready 503 at once, the upload finishes and is kept, exit 0.
// Exits 1 on the first failure, naming the server logs to read.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parseInteger } from '@n5/shared/core/integer';
import { SERVER_ROOT } from '../lib/paths';
import { startSmtpTestServer } from '../testing/smtp-test-server';
import { crashDuringEmail } from './crash-email';
import { crashDuringWrites } from './crash-writes';
import { gracefulShutdown } from './graceful-shutdown';
import { adminQuery, killAll, signIn, startApp, stopApp, type TAppOptions } from './harness';
import { twoInstances, twoStartsAtOnce } from './two-instances';

const { values } = parseArgs({
  options: {
    url: {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    port: { type: 'string', default: process.env.FAULTS_PORT ?? '3390' },
  },
});
const port = parseInteger(values.port!);
if (port === null || port < 1) throw new Error('--port takes a port number.');

const started = performance.now();
const report = (line: string) => process.stdout.write(`${line}\n`);
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

// The server as `npm start` runs it: the bundle is rebuilt here (esbuild, a few seconds).
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: REPO_ROOT, stdio: 'ignore' });

const dbName = `n5_faults_${process.pid}`;
const dbUrl = new URL(values.url!);
dbUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-faults-'));
const base: TAppOptions = { name: 'app', port, databaseUrl: dbUrl.href, dataDir };
const smtp = await startSmtpTestServer();
const withMail: TAppOptions = {
  ...base,
  env: { SMTP_URL: smtp.url, EMAIL_RETRY_DELAY_SECONDS: '1' },
};
await adminQuery(values.url!, `create database ${dbName}`);
const pool = new pg.Pool({ connectionString: dbUrl.href, max: 2 });
let failed = false;

try {
  // First start: migrates and seeds the demo company.
  let app = await startApp(base);
  const cookie = await signIn(app.base, 'pm@n5.local');
  report(`faults: the built server on ${dbName} (${seconds()})`);

  report('(a) kill -9 during bursts of creates with Idempotency-Keys');
  app = await crashDuringWrites(app, base, cookie, pool, report);
  await stopApp(app);

  report(`(b) kill -9 during email delivery (${seconds()})`);
  app = await crashDuringEmail(withMail, cookie, pool, smtp, report);
  await stopApp(app);

  report(`(c) two instances on one database, two DATA_DIRs, one bucket (${seconds()})`);
  await twoInstances(withMail, pool, smtp, report);
  report(`(d) two instances started at once on an empty database (${seconds()})`);
  await twoStartsAtOnce(values.url!, { ...base, dataDir }, report);
  report(`(e) graceful shutdown (${seconds()})`);
  await gracefulShutdown(base, report);
  report(`faults: all passed in ${seconds()}`);
} catch (error) {
  failed = true;
  console.error(`\nfaults: FAILED after ${seconds()}: ${(error as Error).message}`);
  console.error(`server logs: ${dataDir}/*.log`);
} finally {
  await killAll();
  await pool.end();
  await smtp.close();
  await adminQuery(values.url!, `drop database if exists ${dbName} with (force)`);
  if (!failed) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

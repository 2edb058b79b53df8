// npm run bench:billing [-- --runs 60 --apps 24 --lines 200 --url postgres://…/postgres]
// Issue 31's budgets: a project scheduling 200 lines billed over 24 pay apps, each certified by
// accounting (freeze + PDF, budget < 1 s each), then the Invoice tab's reads over HTTP (routing,
// session, SQL, JSON) for it, p50/p95 each (budget: client-invoicing p95 < 100 ms). A fresh
// PostgreSQL database is created and dropped here. Not a test.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { rowsOf } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { openBenchDatabase, startSignedInApp, timedGet } from './bench-kit';
import { billAndCertify, buildScheduledProject } from './billing-project';
import { percentile } from './load';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '60' },
    apps: { type: 'string', default: '24' },
    lines: { type: 'string', default: '200' },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const runs = parseInteger(values.runs);
const apps = parseInteger(values.apps);
const lines = parseInteger(values.lines);
if (runs === null || apps === null || lines === null)
  throw new Error('--runs, --apps and --lines take whole numbers.');

const { database, label, drop } = await openBenchDatabase({ url: values.url!, fallBack: false });
try {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  await database.db.execute(sql`analyze`);
  const signedIn = await startSignedInApp(database, 'accounting@n5.local');
  const projectId = await buildScheduledProject(database, lines);
  const certifications = (await billAndCertify(signedIn, projectId, apps)).sort((a, b) => a - b);
  const [counted] = rowsOf<{ apps: number; lines: number }>(
    await database.db.execute(sql`
      select count(distinct a.pay_app_id)::int apps, count(*)::int lines
        from pay_apps a join pay_app_lines l using (pay_app_id) where a.project_id = ${projectId}`),
  );
  const call = timedGet(signedIn);
  const q = `projectID=${projectId}`;
  console.warn(
    `${label}: project ${projectId}, ${counted!.apps} pay apps, ${counted!.lines} lines; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.warn(
    `certification (freeze + PDF), ${apps} pay apps: p50 ${percentile(certifications, 50).toFixed(1)} ms, p95 ${percentile(certifications, 95).toFixed(1)} ms, max ${certifications.at(-1)!.toFixed(1)} ms`,
  );
  for (const target of [
    `/api/invoice/client-invoicing?${q}`,
    `/api/invoice/client-invoicing-totals?${q}`,
    `/api/invoice/payment-application-statuses?${q}`,
  ]) {
    for (let i = 0; i < 5; i++) await call(target);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await call(target));
    times.sort((a, b) => a - b);
    console.warn(
      `GET ${target.split('?')[0]}: ${runs} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
  }
  await signedIn.close();
} finally {
  await database.close();
  await drop();
}

// npm run bench:billing [-- --runs 60 --url postgres://postgres@127.0.0.1:5432/postgres]
// The Invoice tab's reads over HTTP (routing, session, SQL, JSON) for the seeded project with the
// most pay app lines, p50/p95 each; budget 100 ms like the other tabs. A fresh PostgreSQL
// database is created and dropped here. Not a test.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { rowsOf } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { openBenchDatabase, startSignedInApp, timedGet } from './bench-kit';
import { percentile } from './load';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '60' },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const runs = parseInteger(values.runs);
if (runs === null) throw new Error('--runs takes a whole number.');

const { database, label, drop } = await openBenchDatabase({ url: values.url!, fallBack: false });
try {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  await database.db.execute(sql`analyze`);
  const [largest] = rowsOf<{ projectId: number; apps: number; lines: number }>(
    await database.db.execute(sql`
      select a.project_id as "projectId", count(distinct a.pay_app_id)::int apps,
             count(*)::int lines
        from pay_apps a join pay_app_lines l using (pay_app_id)
       group by a.project_id order by count(*) desc, a.project_id limit 1`),
  );
  if (!largest) throw new Error('The seed made no pay apps.');
  const signedIn = await startSignedInApp(database, 'accounting@n5.local');
  const call = timedGet(signedIn);
  const q = `projectID=${largest.projectId}`;
  console.warn(
    `${label}: project ${largest.projectId}, ${largest.apps} pay apps, ${largest.lines} lines; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
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

// npm run bench:kpi [-- --runs 30 --projects 5000 --url postgres://postgres@127.0.0.1:5432/postgres]
// The KPI dashboard's calls for one quarter, together (as the screen makes them, side by side),
// over HTTP at 5,000 projects: p50/p95 of the whole set; budget p95 < 300 ms (issue 33). A fresh
// database is created and dropped here (PGlite with --pglite or when no PostgreSQL answers).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { openBenchDatabase, startSignedInApp, timedGet } from './bench-kit';
import { percentile } from './load';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    projects: { type: 'string', default: '5000' },
    pglite: { type: 'boolean', default: false },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const runs = parseInteger(values.runs);
const projects = parseInteger(values.projects);
if (runs === null || projects === null)
  throw new Error('--runs and --projects take whole numbers.');

const { database, label, drop } = await openBenchDatabase({
  url: values.url!,
  fallBack: true,
  ...(values.pglite ? { pglite: true } : {}),
});
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { projects });
  await database.db.execute(sql`analyze`);
  const signedIn = await startSignedInApp(database, 'pm@n5.local');
  const call = timedGet(signedIn);
  const q = 'quarter=3&year=2026';
  const targets = [
    `/api/kpi/kpi?${q}`,
    `/api/kpi/nps-by-division?${q}`,
    `/api/kpi/nps-by-bid-type?${q}`,
    `/api/kpi/nps-by-company?${q}`,
  ];
  const all = async () => {
    const started = performance.now();
    await Promise.all(targets.map((t) => call(t)));
    return performance.now() - started;
  };
  console.warn(
    `${label}: ${projects} projects; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (let i = 0; i < 3; i++) await all();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await all());
  times.sort((a, b) => a - b);
  console.warn(
    `KPI dashboard calls (${targets.length} together): ${runs} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
  for (const target of [`/api/kpi/data-tables?${q}`, `/api/kpi/timely-invoicing?${q}`]) {
    const one: number[] = [];
    for (let i = 0; i < runs; i++) one.push(await call(target));
    one.sort((a, b) => a - b);
    console.warn(
      `GET ${target.split('?')[0]} (an open table): p50 ${percentile(one, 50).toFixed(1)} ms, p95 ${percentile(one, 95).toFixed(1)} ms`,
    );
  }
  await signedIn.close();
} finally {
  await database.close();
  await drop();
}

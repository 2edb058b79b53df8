// npm run bench:dashboards [-- --projects 5000 --runs 40 --url postgres://postgres@127.0.0.1:5432/postgres]
// Issue 32's budgets: the demo company seeded with 5,000 projects on PostgreSQL, then (1) the
// recalculation of one year of stored summaries (< 10 s) and (2) every call of one division
// dashboard (summary, months, pivot, the five leaderboards) sent together as the page does, over
// HTTP on this machine, p50/p95 of the set (< 300 ms). A fresh database is created and dropped
// here. Not a test.
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
    projects: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '40' },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const projectCount = parseInteger(values.projects);
const runs = parseInteger(values.runs);
if (projectCount === null || runs === null)
  throw new Error('--projects and --runs take whole numbers.');

const { database, label, drop } = await openBenchDatabase({ url: values.url!, fallBack: false });
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { projects: projectCount });
  await database.db.execute(sql`analyze`);
  const app = await startSignedInApp(database, 'pm@n5.local');
  const year = new Date().getUTCFullYear();

  const recalcTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await app.app.dashboards.recalculateYears([year]);
    recalcTimes.push(performance.now() - t0);
  }
  await app.app.dashboards.recalculateYears([year - 1, year + 1]);
  await database.db.execute(sql`analyze dashboard_facts`);
  const [facts] = rowsOf<{ rows: number }>(
    await database.db.execute(
      sql`select count(*)::int as rows from dashboard_facts where year = ${year}`,
    ),
  );

  const get = timedGet(app);
  const q = `y=${year}&d=construction`;
  const targets = [
    `/api/dashboard/division-summary-by-division?${q}`,
    `/api/dashboard/division-summary-by-month?${q}`,
    `/api/dashboard/division-summary-by-month-pivot?${q}`,
    `/api/dashboard/pipeline-leaderboard-variance-by-division?${q}&r=PM`,
    `/api/dashboard/pipeline-leaderboard-variance-by-division?${q}&r=PE`,
    `/api/dashboard/pipeline-leaderboard-variance-by-division?${q}&r=SI`,
    `/api/dashboard/gmp-leaderboard-by-division?${q}&r=PM`,
    `/api/dashboard/revenue-leaderboard-by-division?${q}&r=PM`,
  ];
  console.warn(
    `${label}: ${projectCount} projects, ${facts?.rows} stored summary rows for ${year}; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.warn(
    `recalculation of ${year}: ${recalcTimes.map((t) => (t / 1000).toFixed(2)).join(' s, ')} s (budget < 10 s)`,
  );
  for (let i = 0; i < 5; i++) await Promise.all(targets.map(get));
  const sets: number[] = [];
  const each = new Map<string, number[]>(targets.map((t) => [t, []]));
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const times = await Promise.all(targets.map(get));
    sets.push(performance.now() - t0);
    times.forEach((t, k) => each.get(targets[k]!)!.push(t));
  }
  for (const [target, times] of each) {
    times.sort((a, b) => a - b);
    console.warn(
      `GET ${target.split('?')[0]}${target.includes('r=') ? ` r=${target.slice(-2)}` : ''}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  sets.sort((a, b) => a - b);
  console.warn(
    `one division dashboard, all ${targets.length} calls together: ${runs} runs, p50 ${percentile(sets, 50).toFixed(1)} ms, p95 ${percentile(sets, 95).toFixed(1)} ms, max ${sets.at(-1)!.toFixed(1)} ms (budget p95 < 300 ms)`,
  );
  await app.close();
} finally {
  await database.close();
  await drop();
}

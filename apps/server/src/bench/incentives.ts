// npm run bench:incentives [-- --runs 30 --members 200 --projects 5000 --url postgres://...]
// GET /api/kpi/payout-worksheet for a quarter with 200 team members (each with approved hours in
// the quarter), over HTTP: p50/p95; budget p95 < 200 ms (issue 36). A fresh database is created
// and dropped here (PGlite with --pglite or when no PostgreSQL answers).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { POSITION_IDS } from '@n5/shared/incentives/constants';
import { rowsOf } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { openBenchDatabase, startSignedInApp, timedGet } from './bench-kit';
import { percentile } from './load';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    members: { type: 'string', default: '200' },
    projects: { type: 'string', default: '5000' },
    pglite: { type: 'boolean', default: false },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const runs = parseInteger(values.runs);
const members = parseInteger(values.members);
const projects = parseInteger(values.projects);
if (runs === null || members === null || projects === null)
  throw new Error('--runs, --members and --projects take whole numbers.');

const positions = sql.raw(POSITION_IDS.join(', '));

/** Tops the team up to `members` people holding a position, each with approved Q3 hours. */
async function addTeam(db: Awaited<ReturnType<typeof openBenchDatabase>>['database']['db']) {
  await db.execute(sql`
    with have as (select count(distinct user_id)::int as n from user_roles where role_id in (${positions})),
    added as (
      insert into users (display_name, first_name, last_name, email_address, initials)
      select 'Bench Member ' || i, 'Bench', 'Member ' || i, 'bench' || i || '@n5.local', 'BM'
        from generate_series(1, greatest(0, ${members} - (select n from have))) i
      returning user_id
    )
    insert into user_roles (user_id, role_id)
    select user_id, (array[${positions}])[1 + user_id % ${POSITION_IDS.length}] from added`);
  // Every weekday of 2026 Q3 on a live project, 8 hours, every week approved.
  await db.execute(sql`
    insert into field_assignments (assignment_date, project_id, user_id, regular_hours)
    select d::date, (select min(project_id) from projects), u.user_id, 8
      from users u
      cross join generate_series(date '2026-07-01', date '2026-09-30', interval '1 day') d
     where u.email_address like 'bench%' and extract(isodow from d) < 6
    on conflict do nothing`);
  await db.execute(sql`
    insert into timesheet_approvals (user_id, period_start)
    select distinct user_id, assignment_date - ((extract(isodow from assignment_date)::int + 1) % 7)
      from field_assignments where assignment_date between '2026-07-01' and '2026-09-30'
    on conflict do nothing`);
}

const { database, label, drop } = await openBenchDatabase({
  url: values.url!,
  fallBack: true,
  ...(values.pglite ? { pglite: true } : {}),
});
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { projects });
  await addTeam(database.db);
  await database.db.execute(sql`analyze`);
  const signedIn = await startSignedInApp(database, 'admin@n5.local');
  const call = timedGet(signedIn);
  const target = '/api/kpi/payout-worksheet?year=2026&quarter=3';
  const [team] = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(distinct user_id)::int as n from user_roles where role_id in (${positions})`,
    ),
  );
  console.warn(
    `${label}: ${projects} projects, ${team?.n} position holders; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (let i = 0; i < 3; i++) await call(target);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await call(target));
  times.sort((a, b) => a - b);
  console.warn(
    `GET payout-worksheet (${members} team members): ${runs} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
  // What of it is the KPI % (the KPI dashboard's scores of the quarter), for comparison.
  const kpi: number[] = [];
  for (let i = 0; i < runs; i++) kpi.push(await call('/api/kpi/kpi?quarter=3&year=2026'));
  kpi.sort((a, b) => a - b);
  console.warn(
    `GET /api/kpi/kpi (its KPI %): p50 ${percentile(kpi, 50).toFixed(1)} ms, p95 ${percentile(kpi, 95).toFixed(1)} ms`,
  );
  await signedIn.close();
} finally {
  await database.close();
  await drop();
}

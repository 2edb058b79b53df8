// npm run bench:estimating [-- --conditions 2000 --runs 200 --url postgres://postgres@127.0.0.1:5432 | --pglite]
// Seeds the demo company, adds one project with 2,000 conditions (200 per sub-category over ten
// sub-categories, with bids), then times POST /api/condition/setcondition over HTTP: a condition
// field save (lock check, validation, derived totals by the shared math, update, audit rows, the
// condition read back). Prints p50/p95 (budget: p95 < 50 ms on PostgreSQL). Not a test.
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { computeCondition } from '@n5/shared/estimating/math';
import { migrateDatabase } from '../db/migrate';
import { conditions, projects, subCategories } from '../db/schema/index';
import { insertInBatches } from '../db/seed/batch';
import { seedDatabase } from '../db/seed/index';
import { BENCH_ORIGIN, openBenchDatabase, startSignedInApp } from './bench-kit';
import { percentile } from './load';

const { values } = parseArgs({
  options: {
    conditions: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '200' },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    pglite: { type: 'boolean', default: false },
  },
});
const count = parseInteger(values.conditions);
const runs = parseInteger(values.runs);
if (count === null || runs === null) throw new Error('--conditions and --runs take whole numbers.');
const SUBS = [
  '03-3000',
  '05-4000',
  '06-1000',
  '09-2200',
  '09-2900',
  '09-5100',
  '09-9100',
  '22-1100',
  '23-3100',
  '26-5100',
];

const { database, label, drop } = await openBenchDatabase({
  url: values.url!,
  pglite: values.pglite,
});
try {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const db = database.db;
  const [project] = await db
    .insert(projects)
    .values({ projectName: 'Bench: 2,000 conditions', ksRemodelingTaxInd: 1 })
    .returning({ id: projects.projectId });
  const subs = await db.select().from(subCategories);
  const inputs = {
    totalQuantities: '1200.0000',
    laborHours: '0.0200',
    laborRate: '62.50',
    laborMarkup: '0.2000',
    materialCost: '0.4500',
    materialMarkup: '0.1500',
    equipmentCost: '0.0500',
    equipmentMarkup: '0.1000',
    otherCostsCost: '0.0000',
    otherCostsMarkup: '0.1000',
  };
  const derived = computeCondition(inputs, null, { ksRemodelingTaxInd: 1, taxRate: '0.0865' });
  const rows = Array.from({ length: count }, (_, i) => ({
    projectId: project!.id,
    subCategoryId: subs.find((s) => s.subCategoryCode === SUBS[i % SUBS.length])!.subCategoryId,
    conditionName: `Bench condition ${i + 1}`,
    measurementType: 'SQFT' as const,
    internalComments: 'Bench',
    ...inputs,
    ...derived,
    sortOrder: i,
  }));
  await insertInBatches(rows, (batch) => db.insert(conditions).values(batch), 200);
  await db.execute(sql`analyze`);
  const ids = await db
    .select({ id: conditions.conditionId, sub: subCategories.subCategoryCode })
    .from(conditions)
    .innerJoin(subCategories, sql`${subCategories.subCategoryId} = ${conditions.subCategoryId}`)
    .where(sql`${conditions.projectId} = ${project!.id}`);

  const { cookie, address, agent, close } = await startSignedInApp(database, 'estimator@n5.local');

  const post = (body: object) =>
    new Promise<number>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const t0 = performance.now();
      const request = http.request(
        {
          host: address.hostname,
          port: address.port,
          method: 'POST',
          path: '/api/condition/setcondition',
          agent,
          headers: {
            cookie,
            origin: BENCH_ORIGIN,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - t0)
              : reject(new Error(`setcondition answered ${res.statusCode}`)),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  const fields = [
    'TotalQuantities',
    'LaborHours',
    'MaterialCost',
    'LaborMarkup',
    'InternalComments',
  ] as const;
  const valueOf = (field: (typeof fields)[number], i: number) =>
    field === 'InternalComments'
      ? `Bench save ${i}`
      : field === 'LaborMarkup'
        ? `0.${String(1000 + (i % 9000)).padStart(4, '0')}`
        : String(100 + i);
  const save = (i: number) => {
    const target = ids[(i * 7919) % ids.length]!;
    const field = fields[i % fields.length]!;
    return post({
      conditionID: target.id,
      projectID: project!.id,
      subCategoryCode: target.sub,
      field,
      value: valueOf(field, i),
    });
  };
  for (let i = 0; i < 10; i++) await save(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await save(1000 + i));
  times.sort((a, b) => a - b);
  console.warn(
    `POST /api/condition/setcondition on ${label}, project of ${count} conditions: ${runs} saves: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`,
  );
  console.warn(
    `The editor's 200-condition sub-category: /browser/projects/${project!.id}/inclusions/8/09-2900 (this database only).`,
  );
  await close();
} finally {
  await database.close();
  await drop();
}

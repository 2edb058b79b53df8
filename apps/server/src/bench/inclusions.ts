// npm run bench:inclusions [-- --conditions 2000 --runs 100 --url postgres://postgres@127.0.0.1:5432/postgres | --pglite]
// Issue 13's budget: a project with 2,000 conditions, GET /api/v2/projects/{id}/inclusions/totals/
// {status} p95 < 100 ms on PostgreSQL. Seeds a fresh database (created and dropped here; PGlite
// when no server answers or --pglite is given), gives one project 2,000 conditions over ~60
// sub-categories and every stage (Base approved, a pending CO, no contract, an alternate, an
// inactive CO; one in five with a selected subcontractor), then times each stage table, the
// legacy reply and the alternates over HTTP on this machine and prints p50/p95. Not a test.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { computeCondition, type TConditionInputs } from '@n5/shared/estimating/math';
import type { TDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { clientContracts, conditions } from '../db/schema/index';
import { insertInBatches } from '../db/seed/batch';
import { seedDatabase } from '../db/seed/index';
import { openBenchDatabase, startSignedInApp } from './bench-kit';
import { percentile } from './load';

const { values } = parseArgs({
  options: {
    conditions: { type: 'string', default: '2000' },
    projects: { type: 'string', default: '200' },
    runs: { type: 'string', default: '100' },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    pglite: { type: 'boolean', default: false },
  },
});
const conditionCount = parseInteger(values.conditions);
const projects = parseInteger(values.projects);
const runs = parseInteger(values.runs);
if (conditionCount === null || projects === null || runs === null)
  throw new Error('--conditions, --projects and --runs take whole numbers.');

const rowsOf = async <T>(database: TDatabase, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Replaces the first project's conditions with `count` spread over sub-categories and stages. */
async function buildBigProject(database: TDatabase, count: number): Promise<number> {
  const db = database.db;
  const [project] = await rowsOf<{ project_id: number }>(
    database,
    sql`select project_id from projects order by project_id limit 1`,
  );
  const projectId = project!.project_id;
  await db.execute(sql`delete from conditions where project_id = ${projectId}`);
  await db.execute(sql`delete from client_contracts where project_id = ${projectId}`);
  await db.execute(
    sql`update projects set api_version = 'v2', ks_remodeling_tax_ind = 1 where project_id = ${projectId}`,
  );
  const contracts = await db
    .insert(clientContracts)
    .values([
      { projectId, contractType: 'Base', contractNumber: 0, stage: 'Approved' as const },
      { projectId, contractType: 'CO 1', contractNumber: 1, stage: 'Pending' as const },
      { projectId, contractType: 'CO 2', contractNumber: 2, stage: 'Inactive' as const },
      { projectId, contractType: 'Alt 1', contractNumber: 1, stage: 'Pending' as const },
    ])
    .returning({ id: clientContracts.contractId });
  const [base, co1, co2, alt1] = contracts.map((c) => c.id);
  const subCats = await rowsOf<{ sub_category_id: number }>(
    database,
    sql`select sub_category_id from sub_categories order by sub_category_id limit 60`,
  );
  const [company] = await rowsOf<{ company_id: number }>(
    database,
    sql`select company_id from companies order by company_id limit 1`,
  );
  const rows: Array<typeof conditions.$inferInsert> = [];
  for (let i = 0; i < count; i++) {
    const inputs: TConditionInputs = {
      totalQuantities: `${10 + (i % 90)}.0000`,
      laborHours: `0.${(i % 9) + 1}000`,
      laborRate: '62.50',
      laborMarkup: '0.2000',
      materialCost: `${(i % 40) + 3}.2500`,
      materialMarkup: '0.1500',
      equipmentCost: `${i % 7}.0000`,
      equipmentMarkup: '0.1000',
      otherCostsCost: '1.1000',
      otherCostsMarkup: '0.0500',
    };
    const selected = i % 5 === 0 ? { bidAmount: `${2500 + i}.00`, markup: '0.1000' } : null;
    // Every sub-category gets conditions of every stage (i % 60 picks the sub-category).
    const roll = Math.floor(i / subCats.length) % 20;
    const clientContractId =
      roll < 12 ? base : roll < 15 ? co1 : roll < 17 ? null : roll < 19 ? alt1 : co2;
    rows.push({
      projectId,
      subCategoryId: subCats[i % subCats.length]!.sub_category_id,
      clientContractId,
      conditionName: `Bench condition ${i + 1}`,
      measurementType: 'SQFT',
      ...inputs,
      ...computeCondition(inputs, selected, { ksRemodelingTaxInd: 1, taxRate: '0.0865' }),
      selectedSubcontractorId: selected ? company!.company_id : null,
      sortOrder: i,
    });
  }
  await insertInBatches(rows, (b) => db.insert(conditions).values(b), 200);
  return projectId;
}

const { database, label, drop } = await openBenchDatabase({
  url: values.url!,
  pglite: values.pglite,
});
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { projects });
  const projectId = await buildBigProject(database, conditionCount);
  await database.db.execute(sql`analyze`);
  console.warn(`${label}: project ${projectId} has ${conditionCount} conditions`);

  const { cookie, address, agent, close } = await startSignedInApp(database, 'pm@n5.local');

  const call = (url: string) =>
    new Promise<{ ms: number; body: string }>((resolve, reject) => {
      const t0 = performance.now();
      const request = http.get(
        { host: address.hostname, port: address.port, path: url, agent, headers: { cookie } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            if (res.statusCode !== 200) {
              reject(new Error(`GET ${url} answered ${res.statusCode}`));
              return;
            }
            resolve({ ms: performance.now() - t0, body: Buffer.concat(chunks).toString() });
          });
        },
      );
      request.on('error', reject);
    });

  const base = `/api/v2/projects/${projectId}/inclusions/totals/`;
  for (const url of [
    `${base}Approved`,
    `${base}Pending`,
    `${base}Potential%20CO`,
    `${base}Inactive`,
    `/api/inclusion?projectID=${projectId}`,
    `/api/inclusion/alternate-inclusions?projectID=${projectId}`,
  ]) {
    for (let i = 0; i < 5; i++) await call(url); // warm-up: JIT, plans, caches
    const times: number[] = [];
    let last = await call(url);
    for (let i = 0; i < runs; i++) {
      last = await call(url);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    const reply = JSON.parse(last.body) as { inclusions?: unknown[]; alternates?: unknown[] };
    const rowCount = (reply.inclusions ?? reply.alternates ?? []).length;
    console.warn(
      `GET ${url} on ${label}: ${rowCount} rows; ${runs} runs: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
  }
  await close();
} finally {
  await database.close();
  await drop();
}

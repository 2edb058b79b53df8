// npm run bench:tracking [-- --conditions 2000 --runs 60 --url postgres://postgres@127.0.0.1:5432/postgres]
// Issue 17's budget: a project of 2,000 conditions (approved Base and change orders, purchases,
// inventory, cost entries, field time), then every tracking endpoint timed over HTTP on this
// machine (routing, session, SQL, JSON), p50/p95 each. A fresh PostgreSQL database is created and
// dropped here. Not a test.
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { rowsOf } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import {
  clientContracts,
  conditions,
  fieldAssignments,
  inventoryIssues,
  materialPurchases,
  projectCostEntries,
  projects,
  subCategories,
  users,
} from '../db/schema/index';
import { insertInBatches } from '../db/seed/batch';
import { seedDatabase } from '../db/seed/index';
import { openBenchDatabase, startSignedInApp } from './bench-kit';
import { percentile } from './load';

const { values } = parseArgs({
  options: {
    conditions: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '60' },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const conditionCount = parseInteger(values.conditions);
const runs = parseInteger(values.runs);
if (conditionCount === null || runs === null) {
  throw new Error('--conditions and --runs take whole numbers.');
}

// PostgreSQL only: the budget is PostgreSQL's.
const { database, label, drop } = await openBenchDatabase({ url: values.url!, fallBack: false });
try {
  await migrateDatabase(database);
  await seedDatabase(database.db, { projects: 20 });
  const db = database.db;
  const subs = await db.select({ id: subCategories.subCategoryId }).from(subCategories);
  const people = (await db.select({ id: users.userId }).from(users)).map((u) => u.id);
  const [project] = await db
    .insert(projects)
    .values({ projectName: 'Tracking benchmark', stageType: 'In Progress' })
    .returning({ id: projects.projectId });
  const projectId = project!.id;
  const contracts = await db
    .insert(clientContracts)
    .values([
      { projectId, contractType: 'Base', stage: 'Approved' },
      ...Array.from({ length: 9 }, (_, i) => ({
        projectId,
        contractType: `CO ${i + 1}`,
        contractNumber: i + 1,
        stage: i < 6 ? ('Approved' as const) : ('Pending' as const),
      })),
    ])
    .returning({ id: clientContracts.contractId });
  const conditionRows = Array.from({ length: conditionCount }, (_, i) => ({
    projectId,
    subCategoryId: subs[i % subs.length]!.id,
    conditionName: `Condition ${i + 1}`,
    clientContractId: contracts[i % 5 === 0 ? 1 + (i % 9) : 0]!.id,
    preTax: String(1000 + (i % 97) * 13),
    tax: '12.50',
    laborHoursTotal: String(4 + (i % 11)),
    laborCostTotal: String(300 + (i % 17) * 7),
    materialCostTotal: String(200 + (i % 23) * 5),
    equipmentCostTotal: String(i % 7),
    otherCostsCostTotal: '10',
    sortOrder: i,
  }));
  const ids: number[] = [];
  await insertInBatches(conditionRows, async (batch) => {
    const rows = await db
      .insert(conditions)
      .values(batch)
      .returning({ id: conditions.conditionId });
    ids.push(...rows.map((r) => r.id));
  });
  const condOf = (i: number) => ({
    conditionId: ids[i % ids.length]!,
    subCategoryId: conditionRows[i % ids.length]!.subCategoryId,
  });
  await insertInBatches(
    Array.from({ length: conditionCount }, (_, i) => ({
      projectId,
      purchaseDate: '2026-10-01',
      userId: people[i % people.length]!,
      ...condOf(i),
      vendorName: 'ABC Supply',
      amount: String(50 + (i % 31)),
      purchaseOrderNumber: `PO-${i}`,
      status: i % 4 === 0 ? ('Pending' as const) : ('Received' as const),
    })),
    (b) => db.insert(materialPurchases).values(b),
  );
  await insertInBatches(
    Array.from({ length: conditionCount / 4 }, (_, i) => ({
      projectId,
      issueDate: '2026-10-02',
      userId: people[i % people.length]!,
      ...condOf(i * 3),
      inventoryId: `ITEM-${i % 40}`,
      description: 'Stock',
      quantity: '3',
      totalCost: '45.00',
    })),
    (b) => db.insert(inventoryIssues).values(b),
  );
  await insertInBatches(
    Array.from({ length: conditionCount / 4 }, (_, i) => ({
      projectId,
      entryDate: '2026-10-03',
      ...condOf(i * 5),
      kind: (['equipment', 'other', 'sub'] as const)[i % 3]!,
      amount: '120.00',
    })),
    (b) => db.insert(projectCostEntries).values(b),
  );
  const days = 120;
  const crew = people.slice(0, 10);
  await insertInBatches(
    Array.from({ length: days * crew.length }, (_, i) => {
      const day = new Date(Date.UTC(2026, 5, 1) + Math.floor(i / crew.length) * 86_400_000);
      return {
        assignmentDate: day.toISOString().slice(0, 10),
        projectId,
        userId: crew[i % crew.length]!,
        subCategoryCode: null as string | null,
        regularHours: '8',
        overtimeHours: i % 5 === 0 ? '2' : '0',
      };
    }),
    (b) => db.insert(fieldAssignments).values(b),
  );
  await db.execute(sql`
update field_assignments fa set sub_category_code = sc.sub_category_code
  from sub_categories sc
 where fa.project_id = ${projectId} and sc.sub_category_id = 1 + fa.assignment_id % ${subs.length}`);
  await db.execute(sql`analyze`);
  const codes = rowsOf<{ code: string }>(
    await db.execute(sql`select distinct sc.sub_category_code as code from conditions c
      join sub_categories sc using (sub_category_id) where c.project_id = ${projectId}`),
  );

  const { cookie, address, agent, close } = await startSignedInApp(database, 'accounting@n5.local');
  const call = (target: string) =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      http
        .get(
          { host: address.hostname, port: address.port, path: target, agent, headers: { cookie } },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200
                ? resolve(performance.now() - t0)
                : reject(new Error(`GET ${target} answered ${res.statusCode}`)),
            );
          },
        )
        .on('error', reject);
    });
  const q = `projectID=${projectId}`;
  const targets = [
    `/api/project/cost-tracking?${q}`,
    `/api/project/cost-tracking-totals?${q}`,
    `/api/project/cost-management?${q}`,
    `/api/project/cost-management-totals?${q}`,
    `/api/project/cost-management-detail?${q}&subcategories=${encodeURIComponent(codes.map((c) => c.code).join('|'))}`,
    `/api/v2/projects/${projectId}/tracking`,
    `/api/project/material-purchase-tracking?${q}`,
    `/api/project/inventory-tracking?${q}`,
  ];
  console.warn(
    `${label}: a project of ${conditionCount} conditions in ${codes.length} sub-categories, ` +
      `${conditionCount} purchases, ${conditionCount / 4} inventory items, ${days * crew.length} field days; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  for (const target of targets) {
    for (let i = 0; i < 5; i++) await call(target);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await call(target));
    times.sort((a, b) => a - b);
    console.warn(
      `GET ${target.split('?')[0]}: ${runs} runs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
  }
  await close();
} finally {
  await database.close();
  await drop();
}

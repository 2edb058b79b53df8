import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountingReportsContract as c } from '@n5/shared/accounting-reports/contract';
import { ACCOUNTING_REPORT_TEXT } from '@n5/shared/accounting-reports/schemas';
import { auditContract } from '@n5/shared/audit/contract';
import { billingContract } from '@n5/shared/billing/contract';
import { fromNumeric, sum, toNumeric } from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import { rowsOf } from '../../db/client';
import { addBudgetLines } from '../../testing/books';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, buildProject, buildBillableProject } = useTestApp();

const upload = (rows: unknown, month = 3, year = 2026) => ({
  body: { month, year, json: JSON.stringify(rows) },
});

/**
 * A billable project whose pay app 1 (its $1,000.00 row billed in full) Accounting certified;
 * with the month (YYYY-MM, UTC) the books date the certification in.
 */
async function certifiedPayApp() {
  const projectID = (await buildBillableProject()).ProjectID;
  const which = { projectID, paymentApplicationType: 1 };
  await callAs('pm', billingContract.addPayApp, { body: { projectID } });
  await callAs('pm', billingContract.setAmount, {
    body: { ...which, subCategoryCode: '09-2900', amount: '1000' },
  });
  await callAs('accounting', billingContract.setStatus, { body: { ...which, status: 'Approved' } });
  const [row] = rowsOf<{ m: string }>(
    await t.database.db.execute(sql`
      select to_char(certified_at at time zone 'UTC', 'YYYY-MM') as m from pay_apps
       where project_id = ${projectID} and number = 1`),
  );
  return { projectID, month: row!.m };
}

/** The pay apps certified in a month, read straight from the books. */
async function certifiedIn(from: string, to: string) {
  return rowsOf<{ due: string }>(
    await t.database.db.execute(sql`
      select (certified->'g702'->>'currentPaymentDue') as due from pay_apps
       where certified_at >= ${from}::date and certified_at < ${to}::date`),
  );
}

describe('accounting reports', () => {
  it('refuses users who are neither admin nor Accounting (403)', async () => {
    expect((await refusedAs('pm', c.invoiceLog, { query: { date: '2026-10-01' } })).status).toBe(
      403,
    );
    expect((await refusedAs('estimator', c.uploadGrossProfit, upload([]))).status).toBe(403);
    expect((await refusedAs('field', c.projectBudgets, {})).status).toBe(403);
    expect((await refusedAs('anonymous', c.unbilledProjects, {})).status).toBe(401);
  });

  it('lists the invoice log of a month with the certified figures of the books', async () => {
    const { month } = await certifiedPayApp();
    const [y, m] = month.split('-').map((part) => parseInteger(part)!) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const books = await certifiedIn(`${month}-01`, `${next}-01`);
    const { data } = await callAs('accounting', c.invoiceLog, { query: { date: `${month}-15` } });
    expect(books.length).toBeGreaterThan(0);
    expect(data).toHaveLength(books.length);
    const total = (values: string[]) => toNumeric(sum(values.map(fromNumeric)), 2);
    expect(total(data.map((r) => r.CurrentPaymentDue))).toBe(total(books.map((b) => b.due)));
    expect(data.every((r) => r.InvoiceDate.startsWith(month))).toBe(true);
    const empty = await callAs('accounting', c.invoiceLog, { query: { date: '2001-01-01' } });
    expect(empty.data).toEqual([]);
    expect(
      (await refusedAs('accounting', c.invoiceLog, { query: { date: '2026-13-01' } })).status,
    ).toBe(400);
  });

  it('lists unbilled projects under way, and none for a month before any project', async () => {
    const idle = await buildProject({ StageType: 'In Progress' });
    const billed = await certifiedPayApp();
    const [year, month] = billed.month.split('-');
    const rows = await callAs('admin', c.unbilledProjects, {
      query: { month: String(parseInteger(month)), year: year! },
    });
    const ids = rows.map((r) => r.ProjectID);
    expect(ids).toContain(idle.ProjectID);
    expect(ids).not.toContain(billed.projectID);
    expect(rows.every((r) => ['Approved', 'In Progress'].includes(r.StageType))).toBe(true);
    const before = await callAs('admin', c.unbilledProjects, {
      query: { month: '1', year: '2001' },
    });
    expect(before).toEqual([]);
    expect(
      (await refusedAs('admin', c.unbilledProjects, { query: { month: '13', year: '2026' } }))
        .status,
    ).toBe(400);
  });

  it('gives the active budgets as a part of the universal ones', async () => {
    // Budget lines are the books' (the accounting system's): one project under way, one done.
    const under = await buildProject({ StageType: 'In Progress' });
    const done = await buildProject({ StageType: 'Completed' });
    for (const p of [under, done])
      await addBudgetLines(t.database.db, p.ProjectID, [
        {
          ...{ subCategoryCode: '09-2900', description: 'Gypsum Board', type: 'Expense' },
          originalBudgetedAmount: '100.00',
        },
      ]);
    const universal = await callAs('accounting', c.projectBudgetsUniversal, {});
    const active = await callAs('accounting', c.projectBudgets, {});
    const ids = (rows: Array<{ projectId: number }>) => new Set(rows.map((r) => r.projectId));
    expect(ids(universal)).toContain(done.ProjectID);
    expect(ids(universal)).toContain(under.ProjectID);
    expect(ids(active)).toContain(under.ProjectID);
    expect(ids(active)).not.toContain(done.ProjectID);
    expect(active.every((r) => ids(universal).has(r.projectId))).toBe(true);
    const stages = rowsOf<{ id: number; stage: string }>(
      await t.database.db.execute(sql`select project_id as id, stage_type as stage from projects`),
    );
    const stageOf = new Map(stages.map((s) => [s.id, s.stage]));
    expect(
      active.every((r) => ['Approved', 'In Progress'].includes(stageOf.get(r.projectId)!)),
    ).toBe(true);
  });

  it('uploads a GM sheet: Success (ReturnValue 1), replaced on a second upload, audited', async () => {
    const project = await buildProject({ StageType: 'In Progress' });
    const id = project.ProjectID;
    const first = await callAs(
      'accounting',
      c.uploadGrossProfit,
      upload([
        { ' Project ID ': id, Revenue: 1000.5, Cost: '800' },
        { 'Project ID': null, Revenue: null, Cost: null },
      ]),
    );
    expect(first.data[0]).toEqual({ ReturnValue: 1, RowsLoaded: 1 });
    await callAs(
      'accounting',
      c.uploadGrossProfit,
      upload([{ ProjectID: id, Revenue: 1200, Cost: 900 }]),
    );
    const stored = rowsOf<{ revenue: string; cost: string }>(
      await t.database.db.execute(sql`
        select revenue::text, cost::text from gross_profit_uploads
         where year = 2026 and month = 3 and project_id = ${id}`),
    );
    expect(stored).toEqual([{ revenue: '1200.00', cost: '900.00' }]);
    const { entries } = await callAs('admin', auditContract.listAuditLog, {
      query: { entity: 'gross_profit_upload', entityId: `2026-03/${id}` },
    });
    expect(entries.find((e) => e.field === 'revenue' && e.action === 'update')).toMatchObject({
      oldValue: '1000.50',
      newValue: '1200.00',
    });
  });

  it('refuses an empty or bad spreadsheet (400) with the spec’s message or the row', async () => {
    const noData = ACCOUNTING_REPORT_TEXT.uploadNoData;
    for (const json of ['[]', 'not json', '{"a":1}', '[{"Project ID":null}]']) {
      const refused = await refusedAs('accounting', c.uploadGrossProfit, {
        body: { month: 3, year: 2026, json },
      });
      expect(refused).toMatchObject({ status: 400, error: { message: noData } });
    }
    const bad = await refusedAs(
      'accounting',
      c.uploadGrossProfit,
      upload([{ 'Project ID': 'abc', Revenue: 1, Cost: 1 }]),
    );
    expect(bad).toMatchObject({
      status: 400,
      error: { message: 'Row 2: Project ID must be a project number.' },
    });
    const unknown = await refusedAs(
      'accounting',
      c.uploadGrossProfit,
      upload([{ 'Project ID': 99999999, Revenue: 1, Cost: 1 }]),
    );
    expect(unknown).toMatchObject({
      status: 400,
      error: { message: 'Row 2: there is no project 99999999.' },
    });
    const month = await refusedAs('accounting', c.uploadGrossProfit, upload([], 13));
    expect(month.status).toBe(400);
  });
});

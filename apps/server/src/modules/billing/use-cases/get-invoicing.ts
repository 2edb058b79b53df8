import { isInvoicedStatus } from '@n5/shared/billing/rules';
import { invoicingTable } from '@n5/shared/billing/pay-app-math';
import { fromNumeric, PLACES, sum, toNumeric } from '@n5/shared/core/decimal';
import { money, projectOr404, type TBillingDeps } from '../deps';
import { projectBilling } from '../pay-app-sheet';
import { toHead } from '../present';
import * as q from '../queries';

type TTable = ReturnType<typeof invoicingTable>;
type TRowOut = ReturnType<typeof rowsOf>[number];

/** The table's rows: the schedule's figures and each pay app's cell with its stored amount and line rate. */
function rowsOf(
  billing: Awaited<ReturnType<typeof projectBilling>>,
  heads: Awaited<ReturnType<typeof q.payAppHeads>>,
  table: TTable,
) {
  const idToNumber = new Map(heads.map((h) => [h.payAppId, h.number]));
  const stored = new Map<string, string>();
  const rates = new Map<string, string | null>();
  for (const line of billing.lines) {
    stored.set(`${idToNumber.get(line.payAppId)}:${line.subCategoryCode}`, line.stored);
    rates.set(`${idToNumber.get(line.payAppId)}:${line.subCategoryCode}`, line.retainageRate);
  }
  const storedOf = (n: number, code: string) => money(stored.get(`${n}:${code}`) ?? '0');
  const byCode = new Map(billing.schedule.map((s) => [s.subCategoryCode, s]));
  return table.rows.map((row) => ({
    categoryCode: byCode.get(row.subCategoryCode)!.categoryCode,
    subCategoryCode: row.subCategoryCode,
    description: byCode.get(row.subCategoryCode)!.description,
    base: row.base,
    approvedChanges: row.approvedChanges,
    adjusted: row.adjusted,
    storedToDate: row.storedToDate,
    totalInvoiced: row.totalInvoiced,
    balanceToInvoice: row.balanceToInvoice,
    pctLeftToInvoice: row.pctLeftToInvoice,
    overBilled: row.overBilled,
    apps: Object.fromEntries(
      heads.map((h) => [
        String(h.number),
        {
          ...row.apps[h.number]!,
          stored: storedOf(h.number, row.subCategoryCode),
          rate: rates.get(`${h.number}:${row.subCategoryCode}`) ?? null,
        },
      ]),
    ),
  }));
}

/** The table's footer: the schedule's totals and each pay app's column with its stored total. */
function totalsOf(table: TTable, payapps: TRowOut[], payAppCount: number) {
  const t = table.totals;
  return {
    baseTotal: t.base,
    approvedChangesTotal: t.approvedChanges,
    adjustedTotal: t.adjusted,
    storedToDateTotal: t.storedToDate,
    totalInvoicedTotal: t.totalInvoiced,
    balanceToInvoiceTotal: t.balanceToInvoice,
    pctLeftToInvoiceTotal: t.pctLeftToInvoice,
    payAppCount,
    apps: Object.fromEntries(
      Object.entries(t.apps).map(([n, cell]) => [
        n,
        {
          ...cell,
          stored: toNumeric(
            sum(payapps.map((r) => fromNumeric(r.apps[n]?.stored ?? '0'))),
            PLACES.money,
          ),
        },
      ]),
    ),
  };
}

/** The Invoice tab's table (issue 16 item 1), from the one pay app calculation. */
export async function getInvoicing(deps: TBillingDeps, input: { projectId: number }) {
  const { db } = deps;
  const { projectId } = input;
  await projectOr404(db, projectId);
  const [billing, heads, retention] = await Promise.all([
    projectBilling(db, projectId),
    q.payAppHeads(db, projectId),
    q.baseRetention(db, projectId),
  ]);
  const table = invoicingTable(billing.schedule, billing.entries);
  const payapps = rowsOf(billing, heads, table);
  return {
    payapps,
    invoicedPayAppTypes: heads
      .filter((h) => isInvoicedStatus(h.status))
      .map((h) => h.number)
      .join(','),
    paqty: heads.length,
    payApps: heads.map(toHead),
    totals: totalsOf(table, payapps, heads.length),
    baseRetention: retention,
  };
}

/** The Invoice tab's footer only. */
export async function getInvoicingTotals(deps: TBillingDeps, input: { projectId: number }) {
  return { totals: (await getInvoicing(deps, input)).totals };
}

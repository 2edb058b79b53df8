import { isInvoicedStatus } from '@n5/shared/billing/rules';
import { invoicingTable } from '@n5/shared/billing/pay-app-math';
import { fromNumeric, PLACES, sum, toNumeric } from '@n5/shared/core/decimal';
import { projectOr404, type TBillingDeps } from '../deps';
import { projectBilling } from '../pay-app-sheet';
import { toHead } from '../present';
import * as q from '../queries';

type TTable = ReturnType<typeof invoicingTable>;
type TRowOut = ReturnType<typeof rowsOf>[number];

/** The lines of each pay app by sub-category: one lookup per cell, no keys built per cell. */
function linesByNumber(
  billing: Awaited<ReturnType<typeof projectBilling>>,
  heads: Awaited<ReturnType<typeof q.payAppHeads>>,
) {
  const byId = new Map(heads.map((h) => [h.payAppId, new Map<string, TLine>()]));
  for (const line of billing.lines) byId.get(line.payAppId)?.set(line.subCategoryCode, line);
  return heads.map((h) => ({
    number: h.number,
    key: String(h.number),
    lines: byId.get(h.payAppId)!,
  }));
}
type TLine = Awaited<ReturnType<typeof projectBilling>>['lines'][number];

/** The table's rows: the schedule's figures and each pay app's cell with its stored amount and line rate. */
function rowsOf(
  billing: Awaited<ReturnType<typeof projectBilling>>,
  heads: Awaited<ReturnType<typeof q.payAppHeads>>,
  table: TTable,
) {
  const columns = linesByNumber(billing, heads);
  const byCode = new Map(billing.schedule.map((s) => [s.subCategoryCode, s]));
  return table.rows.map((row) => {
    const code = row.subCategoryCode;
    const apps: Record<string, TTable['rows'][number]['apps'][number] & TCellExtras> = {};
    for (const { number, key, lines } of columns) {
      const line = lines.get(code);
      // numeric(14,2) text is already the money form; a missing line stores nothing.
      apps[key] = {
        ...row.apps[number]!,
        stored: line ? line.stored : ZERO_MONEY,
        rate: line?.retainageRate ?? null,
      };
    }
    return {
      categoryCode: byCode.get(code)!.categoryCode,
      subCategoryCode: code,
      description: byCode.get(code)!.description,
      base: row.base,
      approvedChanges: row.approvedChanges,
      adjusted: row.adjusted,
      storedToDate: row.storedToDate,
      totalInvoiced: row.totalInvoiced,
      balanceToInvoice: row.balanceToInvoice,
      pctLeftToInvoice: row.pctLeftToInvoice,
      overBilled: row.overBilled,
      apps,
    };
  });
}
type TCellExtras = { stored: string; rate: string | null };
const ZERO_MONEY = '0.00';

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
    // The table reads the entries only, never the certified snapshots (issue 31's budget).
    projectBilling(db, projectId, { snapshots: false }),
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

import type { TLineValue } from '@n5/shared/billing/deductions';
import { invoicingTable } from '@n5/shared/billing/pay-app-math';
import type { TDbOrTx } from '../../db/client';
import { projectBilling } from './pay-app-sheet';
import * as q from './queries';

/**
 * Each line's scheduled value (Adjusted, G703 C) and what is billed on it (work on every pay app
 * plus the latest stored: the tab's Total Invoiced), inside the caller's transaction after
 * locking the project's pay apps, so no pay app write moves them before the caller commits
 * (issue 31 item 1: a change order is checked against them).
 */
export async function lineValues(tx: TDbOrTx, projectId: number): Promise<TLineValue[]> {
  await q.lockProjectPayApps(tx, projectId);
  const billing = await projectBilling(tx, projectId);
  const table = invoicingTable(billing.schedule, billing.entries);
  const names = new Map(billing.schedule.map((s) => [s.subCategoryCode, s.description]));
  return table.rows.map((row) => ({
    subCategoryCode: row.subCategoryCode,
    description: names.get(row.subCategoryCode) ?? '',
    revised: row.adjusted,
    billed: row.totalInvoiced,
  }));
}

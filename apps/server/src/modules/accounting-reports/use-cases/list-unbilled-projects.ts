import { monthRange } from '@n5/shared/accounting-reports/rules';
import type { TAccountingReportsDeps } from '../deps';
import { selectBillableProjects } from '../queries';

/**
 * Unbilled Projects (spec 2 §7): our projects under way in the month with no client invoice
 * dated in it, by the accounting gateway (our certified pay apps, or Acumatica's AR invoices),
 * each with the day it was last billed before the month.
 */
export async function listUnbilledProjects(
  deps: TAccountingReportsDeps,
  input: { month: number; year: number },
) {
  const range = monthRange(input.year, input.month);
  const [candidates, invoices, lastBilled] = await Promise.all([
    selectBillableProjects(deps.db, range),
    deps.accounting.listInvoices(range),
    deps.accounting.lastInvoiceDates(range.from),
  ]);
  const billed = new Set(invoices.map((i) => i.projectId));
  return candidates
    .filter((p) => !billed.has(p.ProjectID))
    .map((p) => ({ ...p, LastBilledDate: lastBilled.get(p.ProjectID) ?? null }));
}

import { monthRange } from '@n5/shared/accounting-reports/rules';
import type { TInvoiceLogRow } from '@n5/shared/accounting-reports/schemas';
import { parseInteger } from '@n5/shared/core/integer';
import type { TAccountingReportsDeps } from '../deps';
import { selectCertifiedFigures, selectProjectHeads } from '../queries';

/**
 * Invoice Log (spec 2 §7): the client invoices dated in the month of `date`, from the accounting
 * gateway (our certified pay apps, or Acumatica's AR invoices), with our project's name and PM.
 * A pay app's invoice from Acumatica takes lines 4 and 5 from our frozen pay app; an invoice of
 * a project we do not have is left out.
 */
export async function getInvoiceLog(deps: TAccountingReportsDeps, input: { date: string }) {
  const [year, month] = input.date.split('-').map((part) => parseInteger(part)!);
  const invoices = await deps.accounting.listInvoices(monthRange(year!, month!));
  const heads = await selectProjectHeads(deps.db, [...new Set(invoices.map((i) => i.projectId))]);
  const unfrozen = invoices.flatMap((i) =>
    i.payAppNumber !== null && i.completedAndStored === null
      ? [{ projectId: i.projectId, number: i.payAppNumber }]
      : [],
  );
  const frozen = await selectCertifiedFigures(deps.db, unfrozen);
  const data = invoices.flatMap((invoice): TInvoiceLogRow[] => {
    const head = heads.get(invoice.projectId);
    if (!head) return [];
    const figures = frozen.get(`${invoice.projectId}/${invoice.payAppNumber}`);
    return [
      {
        ProjectID: invoice.projectId,
        ProjectName: head.name,
        ProjectManager: head.manager,
        Reference: invoice.reference,
        PayAppNumber: invoice.payAppNumber,
        Status: invoice.status,
        InvoiceDate: invoice.date,
        CompletedAndStored: invoice.completedAndStored ?? figures?.completedAndStored ?? null,
        Retainage: invoice.retainage ?? figures?.retainage ?? null,
        CurrentPaymentDue: invoice.amountDue,
      },
    ];
  });
  return { data };
}

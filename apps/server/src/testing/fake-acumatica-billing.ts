import { randomUUID } from 'node:crypto';
import type { TAcumaticaRecord } from '../lib/accounting/acumatica/client';
import { valueIn } from './fake-acumatica-http';

/**
 * The fake's Project action RunProjectBilling (issue 38 item 3): one pro forma invoice, On Hold,
 * with a ProgressBilling line per budget line of the project that has a pending invoice amount;
 * the pending amount moves to the line's draft invoices amount. Nothing pending: no pro forma.
 */
export function runProjectBilling(
  records: (entity: 'ProjectBudget' | 'ProFormaInvoice') => TAcumaticaRecord[],
  project: TAcumaticaRecord,
  nextNumber: () => string,
) {
  const projectId = valueIn(project.ProjectID);
  const pending = records('ProjectBudget').filter(
    (line) =>
      valueIn(line.ProjectID) === projectId &&
      typeof valueIn(line.PendingInvoiceAmount) === 'number' &&
      valueIn(line.PendingInvoiceAmount) !== 0,
  );
  if (pending.length === 0) return;
  records('ProFormaInvoice').push({
    id: randomUUID(),
    RefNbr: { value: nextNumber() },
    ProjectID: { value: projectId },
    CustomerID: { value: valueIn(project.Customer) ?? null },
    Status: { value: 'On Hold' },
    Hold: { value: true },
    ProgressBilling: pending.map((line) => ({
      id: randomUUID(),
      ProjectTaskID: line.ProjectTaskID,
      InventoryID: line.InventoryID,
      AmountToInvoice: { value: valueIn(line.PendingInvoiceAmount) },
    })),
  });
  for (const line of pending) {
    line.DraftInvoicesAmount = { value: valueIn(line.PendingInvoiceAmount) };
    line.PendingInvoiceAmount = { value: 0 };
  }
}

import { parseInteger } from '@n5/shared/core/integer';
import type { TAccountingInvoice, TDateRange, TIsoDate } from '../gateway';
import { moneyText, readAmount } from './amounts';
import { textOf, valueOf, type AcumaticaClient, type TAcumaticaRecord } from './client';

/** The fields an invoice listing reads ($select: a month's list carries nothing else). */
const INVOICE_FIELDS = 'Type,ReferenceNbr,Date,Description,Status,Amount,Project';

/** How our pro forma push words a pay app (billing's send to accounting): "Pay App 3 - Name". */
const PAY_APP_DESCRIPTION = /^Pay App (\d+) - /;

/**
 * The AR invoices of our projects dated in [from, to), day boundaries in the company's time
 * zone with the offset written out. Credit memos and invoices of no project (Project "X", or an
 * id that is not ours) are left out; a pay app's invoice is known by the description the pro
 * forma carried over to it.
 */
export async function listAcumaticaInvoices(
  client: AcumaticaClient,
  range: TDateRange,
  offsetOf: (day: string) => string,
): Promise<TAccountingInvoice[]> {
  const rows = await client.getAll('Invoice', {
    $filter:
      `Type eq 'Invoice' and ` +
      `Date ge datetimeoffset'${range.from}T00:00:00${offsetOf(range.from)}' and ` +
      `Date lt datetimeoffset'${range.to}T00:00:00${offsetOf(range.to)}'`,
    $select: INVOICE_FIELDS,
  });
  return rows
    .flatMap((row) => invoiceOf(row))
    .sort((a, b) => a.date.localeCompare(b.date) || a.projectId - b.projectId);
}

/**
 * Each of our projects' last AR invoice dated before `day`: every earlier invoice's project and
 * date (two fields, read page by page), the latest kept per project.
 */
export async function lastAcumaticaInvoiceDates(
  client: AcumaticaClient,
  day: TIsoDate,
  offsetOf: (day: string) => string,
): Promise<Map<number, TIsoDate>> {
  const rows = await client.getAll('Invoice', {
    $filter: `Type eq 'Invoice' and Date lt datetimeoffset'${day}T00:00:00${offsetOf(day)}'`,
    $select: 'Project,Date',
  });
  const last = new Map<number, TIsoDate>();
  for (const row of rows) {
    const project = textOf(row, 'Project')?.trim() ?? '';
    const date = textOf(row, 'Date')?.slice(0, 10);
    if (!/^\d+$/.test(project) || !date) continue;
    const id = parseInteger(project)!;
    if ((last.get(id) ?? '') < date) last.set(id, date);
  }
  return last;
}

function invoiceOf(row: TAcumaticaRecord): TAccountingInvoice[] {
  const project = textOf(row, 'Project')?.trim() ?? '';
  const reference = textOf(row, 'ReferenceNbr');
  const date = textOf(row, 'Date');
  if (!/^\d+$/.test(project) || !reference || !date) return [];
  const payApp = PAY_APP_DESCRIPTION.exec(textOf(row, 'Description') ?? '');
  const amount = valueOf(row, 'Amount');
  return [
    {
      projectId: parseInteger(project)!,
      reference,
      payAppNumber: payApp ? parseInteger(payApp[1]!) : null,
      date: date.slice(0, 10),
      status: textOf(row, 'Status') ?? '',
      completedAndStored: null,
      retainage: null,
      amountDue: moneyText(
        readAmount(typeof amount === 'number' || typeof amount === 'string' ? amount : null),
      ),
    },
  ];
}

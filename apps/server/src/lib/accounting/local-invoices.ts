import { sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import type { TAccountingInvoice, TDateRange, TIsoDate } from './gateway';

/**
 * Our books' invoices: the pay apps certified in [from, to) with their frozen G702 figures
 * (line 4, line 5 and line 8), oldest first. Certified means Approved or past it; the day is
 * the certification's, in UTC as the rest of the app stores days.
 */
export async function listLocalInvoices(
  db: TDbOrTx,
  range: TDateRange,
): Promise<TAccountingInvoice[]> {
  const result = await db.execute(sql`
    select pa.project_id as "projectId", 'PA-' || pa.number as "reference",
           pa.number as "payAppNumber", pa.status as "status",
           to_char(pa.certified_at at time zone 'UTC', 'YYYY-MM-DD') as "date",
           coalesce((pa.certified->'g702'->>'totalCompletedAndStored')::numeric, 0)::numeric(14,2)::text
             as "completedAndStored",
           coalesce((pa.certified->'g702'->>'retainage')::numeric, 0)::numeric(14,2)::text
             as "retainage",
           coalesce((pa.certified->'g702'->>'currentPaymentDue')::numeric, 0)::numeric(14,2)::text
             as "amountDue"
      from pay_apps pa
     where pa.certified_at >= ${range.from}::date and pa.certified_at < ${range.to}::date
     order by pa.certified_at, pa.project_id, pa.number`);
  return rowsOf<TAccountingInvoice>(result);
}

/** Each project's last certification day before `day`, in one grouped statement. */
export async function lastLocalInvoiceDates(db: TDbOrTx, day: TIsoDate) {
  const result = await db.execute(sql`
    select project_id as "projectId",
           to_char(max(certified_at) at time zone 'UTC', 'YYYY-MM-DD') as "date"
      from pay_apps
     where certified_at < ${day}::date
     group by project_id`);
  const rows = rowsOf<{ projectId: number; date: TIsoDate }>(result);
  return new Map(rows.map((r) => [r.projectId, r.date] as const));
}

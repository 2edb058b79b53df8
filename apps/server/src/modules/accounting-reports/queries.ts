import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import { grossProfitUploads, projects } from '../../db/schema/index';
import type { TInvoiceLogRow, TUnbilledRow } from '@n5/shared/accounting-reports/schemas';
import type { TGrossProfitRow } from '@n5/shared/accounting-reports/rules';

/** The certified pay apps of [from, to): the Invoice Log, one statement. */
export async function selectInvoiceLog(db: TDbOrTx, range: { from: string; to: string }) {
  const result = await db.execute(sql`
    select p.project_id as "ProjectID", p.project_name as "ProjectName",
           u.display_name as "ProjectManager", pa.number as "PayAppNumber", pa.status as "Status",
           to_char(pa.certified_at at time zone 'UTC', 'YYYY-MM-DD') as "CertifiedDate",
           coalesce((pa.certified->'g702'->>'totalCompletedAndStored')::numeric, 0)::numeric(14,2)::text
             as "CompletedAndStored",
           coalesce((pa.certified->'g702'->>'retainage')::numeric, 0)::numeric(14,2)::text
             as "Retainage",
           coalesce((pa.certified->'g702'->>'currentPaymentDue')::numeric, 0)::numeric(14,2)::text
             as "CurrentPaymentDue"
      from pay_apps pa
      join projects p on p.project_id = pa.project_id
      left join users u on u.user_id = p.project_manager_id
     where pa.certified_at >= ${range.from}::date and pa.certified_at < ${range.to}::date
     order by pa.certified_at, p.project_id, pa.number`);
  return rowsOf<TInvoiceLogRow>(result);
}

/**
 * Unbilled Projects: Approved or In Progress projects, approved (or created) before the month
 * ends, with no pay app certified in [from, to); with the last certified day before the month.
 */
export async function selectUnbilled(db: TDbOrTx, range: { from: string; to: string }) {
  const result = await db.execute(sql`
    select p.project_id as "ProjectID", p.project_name as "ProjectName",
           u.display_name as "ProjectManager", p.stage_type as "StageType",
           (select to_char(max(pa.certified_at) at time zone 'UTC', 'YYYY-MM-DD') from pay_apps pa
             where pa.project_id = p.project_id and pa.certified_at < ${range.from}::date)
             as "LastBilledDate"
      from projects p
      left join users u on u.user_id = p.project_manager_id
     where p.stage_type in ('Approved', 'In Progress')
       and coalesce(p.client_approval_date, p.created_date::date) < ${range.to}::date
       and not exists (select 1 from pay_apps pa where pa.project_id = p.project_id
                         and pa.certified_at >= ${range.from}::date
                         and pa.certified_at < ${range.to}::date)
     order by p.project_id`);
  return rowsOf<TUnbilledRow>(result);
}

/** The ids of the projects under way (Approved, In Progress): the "Active" budgets. */
export async function selectActiveProjectIds(db: TDbOrTx) {
  const rows = await db
    .select({ projectId: projects.projectId })
    .from(projects)
    .where(inArray(projects.stageType, ['Approved', 'In Progress']));
  return new Set(rows.map((r) => r.projectId));
}

/** Which of these project ids exist. */
export async function selectExistingProjectIds(db: TDbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ projectId: projects.projectId })
    .from(projects)
    .where(inArray(projects.projectId, ids));
  return new Set(rows.map((r) => r.projectId));
}

/** The month's stored rows (for the audit trail's before values). */
export function selectGrossProfitMonth(db: TDbOrTx, period: { year: number; month: number }) {
  return db
    .select({
      projectId: grossProfitUploads.projectId,
      revenue: grossProfitUploads.revenue,
      cost: grossProfitUploads.cost,
    })
    .from(grossProfitUploads)
    .where(
      and(eq(grossProfitUploads.year, period.year), eq(grossProfitUploads.month, period.month)),
    );
}

/** Replaces the month's rows with these (inside the caller's transaction). */
export async function replaceGrossProfitMonth(
  tx: TDbOrTx,
  period: { year: number; month: number; userId: number },
  rows: TGrossProfitRow[],
) {
  await tx
    .delete(grossProfitUploads)
    .where(
      and(eq(grossProfitUploads.year, period.year), eq(grossProfitUploads.month, period.month)),
    );
  await tx.insert(grossProfitUploads).values(
    rows.map((row) => ({
      year: period.year,
      month: period.month,
      projectId: row.projectId,
      revenue: row.revenue,
      cost: row.cost,
      uploadedBy: period.userId,
    })),
  );
}

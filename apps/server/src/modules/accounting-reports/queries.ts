import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import { grossProfitUploads, projects, users } from '../../db/schema/index';
import type { TUnbilledRow } from '@n5/shared/accounting-reports/schemas';
import type { TGrossProfitRow } from '@n5/shared/accounting-reports/rules';

/** Name and project manager of these projects (the invoice lists' project columns). */
export async function selectProjectHeads(db: TDbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, TProjectHead>();
  const rows = await db
    .select({
      projectId: projects.projectId,
      name: projects.projectName,
      manager: users.displayName,
    })
    .from(projects)
    .leftJoin(users, eq(users.userId, projects.projectManagerId))
    .where(inArray(projects.projectId, ids));
  return new Map(rows.map((r) => [r.projectId, r] as const));
}
export type TProjectHead = { projectId: number; name: string; manager: string | null };

/**
 * The frozen G702 lines 4 and 5 of these certified pay apps (project, number), for invoices the
 * accounting system holds without them; one statement.
 */
export async function selectCertifiedFigures(
  db: TDbOrTx,
  keys: Array<{ projectId: number; number: number }>,
) {
  const figures = new Map<string, { completedAndStored: string; retainage: string }>();
  if (keys.length === 0) return figures;
  const pairs = sql.join(
    keys.map((k) => sql`(${k.projectId}::int, ${k.number}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select pa.project_id as "projectId", pa.number as "number",
           coalesce((pa.certified->'g702'->>'totalCompletedAndStored')::numeric, 0)::numeric(14,2)::text
             as "completedAndStored",
           coalesce((pa.certified->'g702'->>'retainage')::numeric, 0)::numeric(14,2)::text
             as "retainage"
      from pay_apps pa
     where pa.certified_at is not null and (pa.project_id, pa.number) in (${pairs})`);
  for (const r of rowsOf<{ projectId: number; number: number } & TFrozen>(result))
    figures.set(`${r.projectId}/${r.number}`, r);
  return figures;
}
type TFrozen = { completedAndStored: string; retainage: string };

/**
 * Projects that could be billed in [from, to): Approved or In Progress, approved (or created)
 * before the month ends.
 */
export async function selectBillableProjects(db: TDbOrTx, range: { to: string }) {
  const result = await db.execute(sql`
    select p.project_id as "ProjectID", p.project_name as "ProjectName",
           u.display_name as "ProjectManager", p.stage_type as "StageType"
      from projects p
      left join users u on u.user_id = p.project_manager_id
     where p.stage_type in ('Approved', 'In Progress')
       and coalesce(p.client_approval_date, p.created_date::date) < ${range.to}::date
     order by p.project_id`);
  return rowsOf<Omit<TUnbilledRow, 'LastBilledDate'>>(result);
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

import { sql } from 'drizzle-orm';
import { rowsOf, type TTx } from '../client';
import { auditLog, grossProfitUploads } from '../schema/index';
import { atOfficeHour, addDays } from './dates';
import type { TRng } from './rng';

/** The GM upload's demo month: the month before the demo's today (month-end close). */
export function gmDemoPeriod(today: Date) {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

const cents = (dollars: number) => (Math.round(dollars * 100) / 100).toFixed(2);

/**
 * Accounting reports and the audit trail (issue 34): the GM upload of the demo month for the
 * projects In Progress (revenue and cost, cost 70–90% of revenue), uploaded by accounting, with
 * its audit rows; and a few project field changes by the PM in the weeks before today, so the
 * audit screen and a project's History panel have rows. Other months stay empty (the empty case).
 */
export async function seedAccountingReports(
  tx: TTx,
  rng: TRng,
  input: { today: Date; accountingUserId: number; pmUserId: number },
) {
  const period = gmDemoPeriod(input.today);
  const projects = rowsOf<{ projectId: number; projectName: string; stageType: string }>(
    await tx.execute(sql`
      select project_id as "projectId", project_name as "projectName", stage_type as "stageType"
        from projects where stage_type = 'In Progress' order by project_id limit 40`),
  );
  const uploadedAt = atOfficeHour(addDays(input.today, -1), 60);
  const rows = projects.map((p) => {
    const revenue = rng.int(20_000, 400_000) + rng.int(0, 99) / 100;
    return {
      ...period,
      projectId: p.projectId,
      revenue: cents(revenue),
      cost: cents(revenue * (0.7 + rng.int(0, 20) / 100)),
      uploadedBy: input.accountingUserId,
      uploadedAt,
    };
  });
  if (rows.length) await tx.insert(grossProfitUploads).values(rows);
  const monthKey = `${period.year}-${String(period.month).padStart(2, '0')}`;
  const audit = rows.flatMap((r) =>
    (['revenue', 'cost'] as const).map((field) => ({
      userId: input.accountingUserId,
      at: uploadedAt,
      entity: 'gross_profit_upload',
      entityId: `${monthKey}/${r.projectId}`,
      action: 'insert' as const,
      field,
      oldValue: null,
      newValue: r[field],
    })),
  );
  // Project field changes by the PM: the first ten projects, a name and a description each.
  const changed = projects.slice(0, 10).flatMap((p, i) => {
    const at = atOfficeHour(addDays(input.today, -20 + i), 30 * i);
    return [
      {
        userId: input.pmUserId,
        at,
        entity: 'project',
        entityId: String(p.projectId),
        action: 'update' as const,
        field: 'ProjectName',
        oldValue: `${p.projectName} (draft)`,
        newValue: p.projectName,
      },
      {
        userId: input.pmUserId,
        at: addDays(at, 1),
        entity: 'project',
        entityId: String(p.projectId),
        action: 'update' as const,
        field: 'WorkDays',
        oldValue: String(rng.int(20, 60)),
        newValue: String(rng.int(61, 120)),
      },
    ];
  });
  const all = [...changed, ...audit].sort((a, b) => a.at.getTime() - b.at.getTime());
  if (all.length) await tx.insert(auditLog).values(all);
  return { grossProfitRows: rows.length, seededAuditRows: all.length };
}

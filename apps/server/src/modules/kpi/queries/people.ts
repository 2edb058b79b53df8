import { sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../../db/client';
import { actualCostPartsSql } from '../../../lib/accounting/actual-cost-sql';
import { contractAmountSql } from '../../contracts/index';
import type { TPeriod } from './period';

/**
 * The per-person counts of the KPI data tables, one statement each, grouped in PostgreSQL. The
 * scores are computed from these counts by the shared rules (packages/shared/src/kpi/rules.ts).
 */

export interface TInvoicingRow {
  user_id: number;
  display_name: string;
  on_time: number;
  total: number;
}

/** The deadline of a pay app: the 5th of the month after the month it was made (INVOICE_DEADLINE_DAY). */
const ON_TIME = sql`pa.certified_at is not null and (pa.certified_at at time zone 'UTC')::date <=
  (date_trunc('month', pa.created_at at time zone 'UTC') + interval '1 month' + interval '4 days')::date`;
const IN_QUARTER = (p: TPeriod) =>
  sql`(pa.created_at at time zone 'UTC')::date between ${p.from}::date and ${p.to}::date`;

export async function timelyInvoicingByPm(db: TDbOrTx, p: TPeriod) {
  return rowsOf<TInvoicingRow>(
    await db.execute(sql`
      select u.user_id, u.display_name, count(*) filter (where ${ON_TIME})::int as on_time,
        count(*)::int as total
      from pay_apps pa
      join projects pr on pr.project_id = pa.project_id
      join users u on u.user_id = pr.project_manager_id
      where ${IN_QUARTER(p)}
      group by u.user_id, u.display_name order by u.display_name`),
  );
}

export async function timelyInvoicingProjects(db: TDbOrTx, p: TPeriod, userId: number) {
  return rowsOf<{
    project_id: number;
    project_name: string;
    bid_type: string | null;
    on_time: number;
    total: number;
  }>(
    await db.execute(sql`
      select pr.project_id, pr.project_name, pr.bid_type,
        count(*) filter (where ${ON_TIME})::int as on_time, count(*)::int as total
      from pay_apps pa join projects pr on pr.project_id = pa.project_id
      where ${IN_QUARTER(p)} and pr.project_manager_id = ${userId}
      group by pr.project_id order by pr.project_name`),
  );
}

export interface TCountRow {
  display_name: string;
  total: number;
  hits: number;
}

/** Projects started (client approval) in the quarter, and those with a signed start-up form. */
export async function jobStartupByPm(db: TDbOrTx, p: TPeriod) {
  return rowsOf<TCountRow>(
    await db.execute(sql`
      select u.display_name, count(*)::int as total,
        count(*) filter (where pr.job_startup_signed_at is not null)::int as hits
      from projects pr join users u on u.user_id = pr.project_manager_id
      where pr.client_approval_date between ${p.from}::date and ${p.to}::date
        and pr.stage_type in ('In Progress', 'Completed')
      group by u.user_id, u.display_name order by u.display_name`),
  );
}

/**
 * Weeks (Saturday to Friday) a person had field assignments in the quarter, and those whose
 * timesheet was not approved by the Monday after the week (approved late, or not at all once
 * that Monday has passed). Weeks whose deadline is still ahead are left out.
 */
export async function timesheetsByPerson(db: TDbOrTx, p: TPeriod) {
  return rowsOf<TCountRow>(
    await db.execute(sql`
      with weeks as (
        select distinct fa.user_id,
          fa.assignment_date - ((extract(isodow from fa.assignment_date)::int + 1) % 7) as week_start
        from field_assignments fa
        where fa.assignment_date between ${p.from}::date and ${p.to}::date
      ), judged as (
        select w.user_id, w.week_start,
          (ta.user_id is null or (ta.approved_at at time zone 'UTC')::date > w.week_start + 9) as missed
        from weeks w
        left join timesheet_approvals ta on ta.user_id = w.user_id and ta.period_start = w.week_start
        where ta.user_id is not null or w.week_start + 9 < current_date
      )
      select u.display_name, count(*)::int as total, count(*) filter (where j.missed)::int as hits
      from judged j join users u on u.user_id = j.user_id
      group by u.user_id, u.display_name order by u.display_name`),
  );
}

/** Active jobs of the quarter (in progress, or completed in it) and those with no note in it. */
export async function projectNotesByPm(db: TDbOrTx, p: TPeriod) {
  return rowsOf<TCountRow>(
    await db.execute(sql`
      select u.display_name, count(*)::int as total,
        count(*) filter (where not exists (select 1 from project_notes n
          where n.project_id = pr.project_id
            and (n.created_date at time zone 'UTC')::date between ${p.from}::date and ${p.to}::date
        ))::int as hits
      from projects pr join users u on u.user_id = pr.project_manager_id
      where (pr.stage_type = 'In Progress' and coalesce(pr.client_approval_date, ${p.to}::date) <= ${p.to}::date)
         or (pr.stage_type = 'Completed' and pr.completed_date between ${p.from}::date and ${p.to}::date)
      group by u.user_id, u.display_name order by u.display_name`),
  );
}

const CLOSED = (p: TPeriod) =>
  sql`pr.stage_type = 'Completed' and pr.completed_date between ${p.from}::date and ${p.to}::date`;

/** Projects closed in the quarter, and those with a field visit after their completion date. */
export async function callbacksByPm(db: TDbOrTx, p: TPeriod) {
  return rowsOf<TCountRow>(
    await db.execute(sql`
      select u.display_name, count(*)::int as total,
        count(*) filter (where exists (select 1 from field_assignments fa
          where fa.project_id = pr.project_id and fa.assignment_date > pr.completed_date))::int as hits
      from projects pr join users u on u.user_id = pr.project_manager_id
      where ${CLOSED(p)}
      group by u.user_id, u.display_name order by u.display_name`),
  );
}

/** Projects closed in the quarter, and those with a cost booked after their completion date. */
export async function missedCostsByPm(db: TDbOrTx, p: TPeriod) {
  return rowsOf<TCountRow>(
    await db.execute(sql`
      select u.display_name, count(*)::int as total,
        count(*) filter (where exists (select 1 from project_cost_entries ce
            where ce.project_id = pr.project_id and ce.entry_date > pr.completed_date)
          or exists (select 1 from material_purchases mp
            where mp.project_id = pr.project_id and mp.status <> 'Pending'
              and mp.purchase_date > pr.completed_date))::int as hits
      from projects pr join users u on u.user_id = pr.project_manager_id
      where ${CLOSED(p)}
      group by u.user_id, u.display_name order by u.display_name`),
  );
}

/**
 * The projects closed in the quarter with their revenue (contract amount, the contracts module's
 * one SQL), actual cost (the Tracking tab's parts, actualCostPartsSql) and estimated margin.
 */
export async function closedProjectMargins(db: TDbOrTx, p: TPeriod) {
  return rowsOf<{ display_name: string; revenue: string; cost: string; est_margin: string }>(
    await db.execute(sql`
      select u.display_name, ca.amount::text as revenue, pr.est_margin_percent::text as est_margin,
        (coalesce((select sum(labor + material + equipment + other + sub)
          from (${actualCostPartsSql(sql`= pr.project_id`)}) parts), 0))::numeric(16, 2)::text as cost
      from projects pr join users u on u.user_id = pr.project_manager_id
      cross join lateral (${contractAmountSql(sql`pr.project_id`)}) ca
      where ${CLOSED(p)}
      order by u.display_name`),
  );
}

/** Required training attendances of the quarter, and those completed. */
export async function trainingAttendance(db: TDbOrTx, p: TPeriod) {
  const [row] = rowsOf<{ required: number; completed: number }>(
    await db.execute(sql`
      select count(*) filter (where required)::int as required,
        count(*) filter (where required and completed)::int as completed
      from training_attendance where course_date between ${p.from}::date and ${p.to}::date`),
  );
  return row ?? { required: 0, completed: 0 };
}

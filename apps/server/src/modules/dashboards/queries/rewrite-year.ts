import { sql } from 'drizzle-orm';
import { FULL_STAGES, WEIGHTED_STAGES } from '@n5/shared/dashboards/rules';
import { DIVISIONS, FORECAST_MONTHS } from '@n5/shared/project/constants';
import { actualCostPartsSql } from '../../../lib/accounting/actual-cost-sql';
import { affectedRowsOf, type TDbOrTx } from '../../../db/client';
import { contractAmountSql } from '../../contracts/index';

/** A key of our own for pg_advisory_xact_lock(key, year); must run inside a transaction. */
const REWRITE_YEAR_LOCK = 30_005;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The months of forecast slot 1, 2 or 3 as (month, cell) pairs; a year outside the three slots
 * has no forecast, so no pipeline.
 */
function forecastMonths(slot: number) {
  if (slot < 1 || slot > 3) return sql`(values (1, 0::numeric)) as m(month, cell) where false`;
  const pairs = FORECAST_MONTHS.map((m, i) => `(${i + 1}, f.${m}${slot})`).join(', ');
  return sql.raw(`(values ${pairs}) as m(month, cell) where m.cell <> 0`);
}

/**
 * Rewrites one year of stored summaries in one statement pair (docs/rules.md "Dashboards"):
 * pipeline = contract amount (the contracts module's one SQL) x forecast cell x weight (1 approved, Probability before approval,
 * 0 rejected or canceled), its gross profit at the estimated margin; actual revenue = what each
 * certified pay app adds to work completed and stored, in the month it was certified; actual
 * cost = the Tracking tab's parts (actualCostPartsSql) by the month of their date.
 */
export async function rewriteYear(db: TDbOrTx, year: number, forecastSlot: number) {
  // Two instances may rewrite the same year at once (both starting on an empty database, or a
  // Recalculate beside the start-up fill): one year is written by one transaction at a time.
  await db.execute(sql`select pg_advisory_xact_lock(${REWRITE_YEAR_LOCK}, ${year})`);
  await db.execute(sql`delete from dashboard_facts where year = ${year}`);
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const result = await db.execute(sql`
with p as (
  select pr.project_id, split_part(pr.bid_type, ' -> ', 1) as division,
         pr.project_manager_id, pr.project_engineer_id, pr.superintendent_id,
         ca.amount as contract_amount, pr.est_margin_percent,
         case when pr.stage_type in (${list(FULL_STAGES)}) then 1::numeric
              when pr.stage_type in (${list(WEIGHTED_STAGES)}) then pr.probability
              else 0::numeric end as weight
    from projects pr
   cross join lateral (${contractAmountSql(sql`pr.project_id`)}) ca
   where split_part(pr.bid_type, ' -> ', 1) in (${list(DIVISIONS)})
),
pipe as (
  select f.project_id, m.month, round(p.contract_amount * m.cell * p.weight, 2) as revenue,
         round(round(p.contract_amount * m.cell * p.weight, 2) * p.est_margin_percent, 2) as gp
    from forecasts f join p using (project_id)
    cross join lateral ${forecastMonths(forecastSlot)}
),
certified as (
  select pa.project_id, pa.certified_at,
         (pa.certified->'g702'->>'totalCompletedAndStored')::numeric
         - coalesce(lag((pa.certified->'g702'->>'totalCompletedAndStored')::numeric)
             over (partition by pa.project_id order by pa.number), 0) as amount
    from pay_apps pa
   where pa.certified_at is not null and pa.certified_at < ${to}::timestamptz
),
rev as (
  select project_id, extract(month from certified_at)::int as month, sum(amount) as revenue
    from certified where certified_at >= ${from}::timestamptz
   group by 1, 2
),
cost_parts as (
  select project_id, day, labor + material + equipment + other + sub as amount
    from (${actualCostPartsSql(sql`is not null`)}) parts
   where day >= ${from}::date and day < ${to}::date
),
cost as (
  select project_id, extract(month from day)::int as month, sum(amount) as cost
    from cost_parts group by 1, 2
),
keys as (
  select project_id, month from pipe
  union select project_id, month from rev
  union select project_id, month from cost
)
insert into dashboard_facts (year, month, project_id, division, project_manager_id,
  project_engineer_id, superintendent_id, pipeline_revenue, pipeline_gross_profit,
  actual_revenue, actual_cost)
select ${year}, k.month, k.project_id, p.division, p.project_manager_id, p.project_engineer_id,
       p.superintendent_id, coalesce(pipe.revenue, 0), coalesce(pipe.gp, 0),
       coalesce(rev.revenue, 0), coalesce(cost.cost, 0)
  from keys k join p using (project_id)
  left join pipe on pipe.project_id = k.project_id and pipe.month = k.month
  left join rev on rev.project_id = k.project_id and rev.month = k.month
  left join cost on cost.project_id = k.project_id and cost.month = k.month`);
  return affectedRowsOf(result);
}

/** The calendar year forecast slot 2 means (forecast_year); null before the first roll. */
export async function forecastCurrentYear(db: TDbOrTx): Promise<number | null> {
  const result = await db.execute(sql`select current_year as "currentYear" from forecast_year`);
  const [row] = (result as unknown as { rows: Array<{ currentYear: number }> }).rows;
  return row?.currentYear ?? null;
}

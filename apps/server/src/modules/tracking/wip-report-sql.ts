import { sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import { actualCostPartsSql } from '../../lib/accounting/actual-cost-sql';

export interface TWipReportRow {
  projectID: number;
  projectName: string;
  contractAmount: string;
  costToDate: string;
  estimatedCost: string;
  billedToDate: string;
  /** Every project of the schedule, not only this page: */
  projectCount: number;
  totalContract: string;
  totalCost: string;
  totalEstimated: string;
  totalBilled: string;
  /** Σ of each project's earned revenue, to the cent (`wipFigures`' rule). */
  totalEarned: string;
}

const m = (expression: string) => sql.raw(`coalesce(${expression}, 0)::numeric(14,2)::text`);

/**
 * The WIP schedule (issue 31 item 8) in ONE statement, every project with an approved client
 * contract: per sub-category the Tracking tab's figures (adjusted = the approved contracts'
 * conditions, committed = in-house cost on approved work or an approved sub's bid, actual = our
 * books, the same parts as the local gateway, estimated = max(committed, actual) + additional),
 * summed per project; billed = line 4 of the latest certified pay app; the company's totals over
 * every project by window sums; then one page. The row's percent and earned are the shared
 * rule's (`wipFigures`); the SQL's earned is only summed for the totals, with the same rounding.
 */
export async function wipReportPage(
  db: TDbOrTx,
  page: { limit: number; offset: number },
): Promise<TWipReportRow[]> {
  const result = await db.execute(sql`
with scope as (
  select p.project_id, p.project_name from projects p
   where exists (select 1 from client_contracts cc
                  where cc.project_id = p.project_id and cc.stage = 'Approved')
),
committed as (
  select k.project_id, sc.sub_category_code as code,
         sum(k.pre_tax + k.tax) as contract,
         sum(case when k.selected_subcontractor_id is null
                  then k.labor_cost_total + k.material_cost_total + k.equipment_cost_total + k.other_costs_cost_total
                  when k.sub_contract_approved_ind = 1 then k.sub_cost else 0 end) as committed
    from conditions k
    join client_contracts cc on cc.contract_id = k.client_contract_id and cc.stage = 'Approved'
    join sub_categories sc on sc.sub_category_id = k.sub_category_id
   where k.project_id in (select project_id from scope)
   group by k.project_id, sc.sub_category_code
),
parts as (${actualCostPartsSql(sql`in (select project_id from scope)`)}),
actual as (
  select project_id, code, sum(labor + material + equipment + other + sub)::numeric(14,2) as actual
    from parts group by project_id, code
),
additional as (
  select a.project_id, sc.sub_category_code as code, a.additional_cost as additional
    from project_additional_costs a join sub_categories sc using (sub_category_id)
   where a.project_id in (select project_id from scope)
),
keys as (
  select project_id, code from committed union select project_id, code from actual
  union select project_id, code from additional
),
per_project as (
  select k.project_id,
         sum(coalesce(c.contract, 0)) as contract,
         sum(coalesce(a.actual, 0)) as actual,
         sum(greatest(coalesce(c.committed, 0), coalesce(a.actual, 0)) + coalesce(x.additional, 0)) as estimated
    from keys k
    left join committed c on c.project_id = k.project_id and c.code = k.code
    left join actual a on a.project_id = k.project_id and a.code = k.code
    left join additional x on x.project_id = k.project_id and x.code = k.code
   group by k.project_id
),
billed as (
  select distinct on (project_id) project_id,
         (certified -> 'g702' ->> 'totalCompletedAndStored')::numeric as billed
    from pay_apps where certified is not null
   order by project_id, number desc
),
lines as (
  select s.project_id, s.project_name,
         round(coalesce(pp.contract, 0), 2) as contract, round(coalesce(pp.actual, 0), 2) as actual,
         round(coalesce(pp.estimated, 0), 2) as estimated, coalesce(b.billed, 0) as billed
    from scope s
    left join per_project pp on pp.project_id = s.project_id
    left join billed b on b.project_id = s.project_id
),
schedule as (
  select l.*, case when l.estimated > 0 then round(l.contract * l.actual / l.estimated, 2) else 0 end as earned
    from lines l
)
select project_id as "projectID", project_name as "projectName",
       ${m('contract')} as "contractAmount", ${m('actual')} as "costToDate",
       ${m('estimated')} as "estimatedCost", ${m('billed')} as "billedToDate",
       (count(*) over ())::int as "projectCount",
       ${m('sum(contract) over ()')} as "totalContract", ${m('sum(actual) over ()')} as "totalCost",
       ${m('sum(estimated) over ()')} as "totalEstimated", ${m('sum(billed) over ()')} as "totalBilled",
       ${m('sum(earned) over ()')} as "totalEarned"
  from schedule
 order by project_id
 limit ${page.limit} offset ${page.offset}`);
  return rowsOf<TWipReportRow>(result);
}

import { sql, type SQL } from 'drizzle-orm';
import { fieldLaborCostSql, laborCostSql } from './labor-cost-sql';

/**
 * The actual cost parts of the projects `projectWhere` picks (an SQL condition on `project_id`
 * expressions, e.g. sql`= 19`), one row per cost with its project, sub-category and date: the one
 * definition of actual cost the Tracking tab, the WIP report, the dashboards (by month) and the
 * KPI's estimated profit share.
 */
export function actualCostPartsSql(projectWhere: SQL) {
  return sql`
  select fa.project_id, fa.sub_category_code as code, fa.assignment_date as day,
         (fa.regular_hours + fa.overtime_hours) as hours,
         ${fieldLaborCostSql} as labor,
         0::numeric as material, 0::numeric as equipment, 0::numeric as other, 0::numeric as sub
    from field_assignments fa
    left join labor_rates lr on lr.user_id = fa.user_id
   where fa.project_id ${projectWhere} and fa.sub_category_code is not null
  union all
  select ll.project_id, sc.sub_category_code, ll.log_date, (ll.regular_hours + ll.overtime_hours),
         ${laborCostSql('ll')},
         0, 0, 0, 0
    from condition_labor_logs ll join sub_categories sc using (sub_category_id)
    left join labor_rates lr on lr.user_id = ll.user_id
   where ll.project_id ${projectWhere}
  union all
  select mp.project_id, sc.sub_category_code, mp.purchase_date, 0, 0, mp.amount, 0, 0, 0
    from material_purchases mp join sub_categories sc using (sub_category_id)
   where mp.project_id ${projectWhere} and mp.status <> 'Pending'
  union all
  select ii.project_id, sc.sub_category_code, ii.issue_date, 0, 0, ii.total_cost, 0, 0, 0
    from inventory_issues ii join sub_categories sc using (sub_category_id)
   where ii.project_id ${projectWhere}
  union all
  select r.project_id, sc.sub_category_code, r.transaction_date, 0, 0, r.total, 0, 0, 0
    from receipts r
    join conditions c on c.condition_id = r.condition_id
    join sub_categories sc on sc.sub_category_id = c.sub_category_id
   where r.project_id ${projectWhere} and r.kind = 'project'
  union all
  select ce.project_id, sc.sub_category_code, ce.entry_date, 0, 0, 0,
         case when ce.kind = 'equipment' then ce.amount else 0 end,
         case when ce.kind = 'other' then ce.amount else 0 end,
         case when ce.kind = 'sub' then ce.amount else 0 end
    from project_cost_entries ce join sub_categories sc using (sub_category_id)
   where ce.project_id ${projectWhere}`;
}

import { type SQL, sql } from 'drizzle-orm';

/**
 * The project's contract amount (packages/shared/src/contracts/contract-amount.ts, the rule) as
 * ONE SQL statement over a project id expression: a single row with `amount` (numeric(14,2)) and
 * `basis` ('Approved' or 'Proposal'). The approved client contracts' grand totals (their
 * conditions' pre_tax + tax) once any is approved, else the Base's. Whole lists read it as a
 * lateral join (`cross join lateral (${contractAmountSql(sql`p.project_id`)}) ca`): two index
 * lookups a project, so the browser stays one statement. `contract-amount-sql.test.ts` holds it
 * to `contractAmountOf` over generated contracts.
 */
export function contractAmountSql(projectId: SQL): SQL {
  return sql`
select (case when coalesce(bool_or(cc.stage = 'Approved'), false)
             then coalesce(sum(k.pre_tax + k.tax) filter (where cc.stage = 'Approved'), 0)
             else coalesce(sum(k.pre_tax + k.tax) filter (where cc.contract_type = 'Base'), 0)
        end)::numeric(14, 2) as amount,
       case when coalesce(bool_or(cc.stage = 'Approved'), false)
            then 'Approved' else 'Proposal' end as basis
  from client_contracts cc
  left join conditions k on k.client_contract_id = cc.contract_id
 where cc.project_id = ${projectId}`;
}

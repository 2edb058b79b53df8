import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../client';

type TRows = { rows: Array<{ project_id: number; alt_id: string }> };

/**
 * Projects whose alternate-approval link can be tried (issue 15 item 5): one with alternates not
 * chosen yet, one already submitted (its alternate chosen and approved), one Summary-format not
 * chosen yet. Each is an open proposal with a PM, a client contact, a priced Base and a priced
 * pending "Alt 1" whose form was sent. Set-based and keyed by project id, so deterministic.
 */
export async function seedAlternateSelections(db: TDbOrTx, today: string) {
  const candidates = (
    (await db.execute(sql`
      select p.project_id, alt.contract_id alt_id
      from projects p
      join client_contracts alt on alt.project_id = p.project_id
        and alt.contract_type = 'Alt 1' and alt.stage = 'Pending'
      join client_contracts base on base.project_id = p.project_id
        and base.contract_type = 'Base' and base.stage <> 'Inactive'
      where p.project_manager_id is not null and p.client_contact_id is not null
        and exists (select 1 from conditions c where c.client_contract_id = alt.contract_id)
        and exists (select 1 from conditions c where c.client_contract_id = base.contract_id)
      order by p.project_id
      limit 3`)) as unknown as TRows
  ).rows;
  if (candidates.length < 3) return { alternateDemoProjects: candidates.length };
  // In project order: the open one, the submitted one, the Summary-format one.
  const submitted = candidates[1]!;
  const summary = candidates[2]!;
  const ids = candidates.map((c) => c.project_id);
  await db.execute(sql`
    update projects set proposal_format_type = case when project_id = ${summary.project_id}
      then 'Summary' else 'Detail' end
    where project_id in (${sql.join(ids, sql`, `)})`);
  await db.execute(sql`
    update client_contracts set alternate_sent_ind = 1
    where contract_type like 'Alt %' and project_id in (${sql.join(ids, sql`, `)})`);
  // The submitted one: chosen on the page, so an approved change with client-approved conditions.
  await db.execute(sql`
    update client_contracts set alternate_selected_ind = 1, stage = 'Approved',
      alternate_selected_at = (${today}::date - 2)::timestamp at time zone 'UTC' + interval '15 hours',
      approval_date = ${today}::date - 2, approval_source = 'Alternate selection'
    where contract_id = ${submitted.alt_id}`);
  await db.execute(sql`
    update conditions set client_approved_ind = 1 where client_contract_id = ${submitted.alt_id}`);
  return { alternateDemoProjects: candidates.length };
}

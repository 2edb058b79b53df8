import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import { contractAmountSql } from '../../modules/contracts/index';

const count = async (db: TDbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;

/**
 * Contracts in every state (issue 14), on top of the contracts the estimating seed made (issue 13):
 * descriptions, work days and retention; approval evidence on approved contracts ("Signature",
 * with name, time, IP, agent and document hash); a pending unsent change order (no days, so its
 * readiness dialog can be tried) on some sold projects; bid dates on sub contracts. Set-based SQL
 * keyed by project id, so it is deterministic and takes milliseconds; GUIDs are md5-derived.
 */
export async function seedContracts(db: TDbOrTx, today: string) {
  // Descriptions and days: every contract that was sent or approved is complete.
  await db.execute(sql`
    update client_contracts cc set
      description = case
        when cc.contract_type = 'Base' then 'Base scope per the proposal and the listed inclusions.'
        when cc.contract_type like 'CO %' then 'Change order ' || cc.contract_number || ': scope added after the sale.'
        else 'Alternate ' || cc.contract_number || ': optional scope offered with the proposal.'
      end,
      work_days = 10 + (cc.project_id % 50),
      retention = p.retention
    from projects p
    where p.project_id = cc.project_id`);
  // Approval evidence (DOMAIN "Contracts"): who signed, when, from where, and the document hash.
  await db.execute(sql`
    update client_contracts cc set
      approval_source = 'Signature',
      signed_name = coalesce(ct.contact_name, 'Client representative'),
      signed_at = (cc.approval_date::timestamp + interval '15 hours') at time zone 'UTC',
      signature_evidence = json_build_object(
        'ip', '203.0.113.' || (cc.project_id % 250 + 1),
        'userAgent', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
        'sha256', encode(sha256(convert_to(cc.contract_id::text, 'UTF8')), 'hex')
      )::text
    from projects p
    left join contacts ct on ct.contact_id = p.client_contact_id
    where p.project_id = cc.project_id and cc.stage = 'Approved'`);
  // A pending change order not sent yet, with no days: its send shows Project Errors Detected.
  const unsent = await count(
    db,
    sql`
    with added as (
      insert into client_contracts (contract_id, project_id, company_id, contract_type, contract_number, stage, sent_ind, description)
      select md5('seed-unsent-co-' || b.project_id)::uuid, b.project_id, b.company_id,
             'CO ' || (coalesce(max(co.contract_number), 0) + 1), coalesce(max(co.contract_number), 0) + 1,
             'Pending', 0, 'Extra outlets requested on the walkthrough.'
      from client_contracts b
      left join client_contracts co on co.project_id = b.project_id and co.contract_type like 'CO %'
      where b.contract_type = 'Base' and b.stage = 'Approved' and b.project_id % 3 = 0
      group by b.project_id, b.company_id
      returning 1
    ) select count(*)::int n from added`,
  );
  // Sub contracts: days, retention 10%, bid dates; evidence on approved ones.
  await db.execute(sql`
    update sub_contracts sc set
      work_days = 5 + (sc.project_id % 20),
      retention = 0.1000,
      bid_date = coalesce(sc.approval_date, ${today}::date) - 14,
      sent_date = case when sc.sent_ind = 1 then coalesce(sc.approval_date, ${today}::date) - 7 end,
      approval_source = case when sc.stage = 'Approved' then 'Signature' end,
      signed_name = case when sc.stage = 'Approved' then c.company_name end,
      signed_at = case when sc.stage = 'Approved' then (sc.approval_date::timestamp + interval '16 hours') at time zone 'UTC' end
    from companies c
    where c.company_id = sc.company_id`);
  // ---- Issue 15 (public contract pages) ----------------------------------------------------
  // One approved Base per ten sold projects was approved by a manual contract upload, not a
  // signature: its page shows 'Manual contract upload' and no signature image. The signed ones
  // keep their evidence; the server renders their signed PDFs at start (jobs/contract-pdf.ts).
  await db.execute(sql`
    update client_contracts set
      approval_source = 'Manual contract upload', signed_name = null, signed_at = null,
      signature_evidence = null
    where contract_type = 'Base' and stage = 'Approved' and project_id % 10 = 1`);
  const [states] = (
    (await db.execute(sql`
      select
        (select count(*)::int from client_contracts where stage = 'Approved') "approvedClientContracts",
        (select count(*)::int from client_contracts where stage = 'Inactive') "inactiveClientContracts",
        (select count(*)::int from sub_contracts where stage = 'Approved') "approvedSubContracts"`)) as unknown as {
      rows: Array<Record<string, number>>;
    }
  ).rows;
  return { unsentChangeOrders: unsent, ...states };
}

/**
 * Sets every seeded project's stored contract amount to its contracts' figure (issue 40 item 2),
 * once the contracts and alternates are seeded: no screen reads the column any more, but what
 * the seed sizes from it afterwards (the team goals) then agrees with the screens.
 */
export async function syncSeededContractAmounts(db: TDbOrTx) {
  await db.execute(sql`
    update projects p set contract_amount = ca.amount
      from projects q cross join lateral (${contractAmountSql(sql`q.project_id`)}) ca
     where q.project_id = p.project_id and p.contract_amount <> ca.amount`);
}

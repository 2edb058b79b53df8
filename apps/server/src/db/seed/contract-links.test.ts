import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database';
import type { TDatabase } from '../client';

let seeded: TDatabase;
beforeAll(async () => {
  seeded = await openTestDatabase(inject('testDbTemplate'));
});
afterAll(async () => {
  await seeded?.close();
});

/** The demo's public contract pages (issue 15): a link in every layout and state. */
describe('the contract page demo', () => {
  it('has links for each layout and state', async () => {
    const rows = (
      (await seeded.db.execute(sql`
      with c as (
        select 'c' r, cc.contract_id, cc.company_id, cc.contract_type, cc.stage, cc.approval_source,
               p.proposal_format_type fmt,
               exists (select 1 from conditions k where k.client_contract_id = cc.contract_id) has_lines
        from client_contracts cc join projects p using (project_id)
        union all
        select 's', sc.contract_id, sc.company_id, sc.sub_contract_type, sc.stage, sc.approval_source,
               'Detail', exists (select 1 from conditions k where k.sub_contract_id = sc.contract_id)
        from sub_contracts sc
      )
      select kind, min(contract_id::text) guid from (
        select contract_id, case
          when r = 'c' and contract_type = 'Base' and stage = 'Pending' and fmt = 'Detail' then 'unsigned Base Detail'
          when r = 'c' and contract_type = 'Base' and stage = 'Pending' and fmt = 'Summary' then 'unsigned Base Summary'
          when r = 'c' and contract_type = 'Base' and approval_source = 'Signature' then 'signed Base'
          when r = 'c' and contract_type = 'Base' and approval_source = 'Manual contract upload' then 'manual upload'
          when r = 'c' and contract_type like 'CO %' and stage = 'Pending' and fmt = 'Detail' then 'change order Detail'
          when r = 'c' and contract_type like 'CO %' and stage = 'Pending' and fmt = 'Summary' then 'change order Summary'
          when r = 's' and stage = 'Pending' and company_id is not null then 'sub'
        end kind
        from c where has_lines and company_id is not null) x
      where kind is not null group by kind order by kind`)) as unknown as {
        rows: Array<{ kind: string; guid: string }>;
      }
    ).rows;
    expect(rows.map((r) => r.kind)).toEqual([
      'change order Detail',
      'change order Summary',
      'manual upload',
      'signed Base',
      'sub',
      'unsigned Base Detail',
      'unsigned Base Summary',
    ]);
  });
});

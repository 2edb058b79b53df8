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

describe('the contracts seed', () => {
  it('has contracts in every state the tabs and dialogs show', async () => {
    const [n] = (
      (await seeded.db.execute(sql`select
        count(*) filter (where contract_type = 'Base' and stage = 'Approved' and signed_name is not null and signature_evidence is not null)::int approved_base,
        count(*) filter (where contract_type like 'CO %' and stage = 'Pending' and sent_ind = 1)::int co_sent,
        count(*) filter (where contract_type like 'CO %' and stage = 'Pending' and sent_ind = 0 and work_days is null)::int co_unsent,
        count(*) filter (where stage = 'Inactive')::int inactive,
        count(*) filter (where contract_type like 'Alt %')::int alternates
        from client_contracts`)) as unknown as { rows: Array<Record<string, number>> }
    ).rows;
    const [s] = (
      (await seeded.db.execute(sql`select
        count(*) filter (where stage = 'Approved' and approval_source = 'Signature')::int approved,
        count(*) filter (where stage = 'Pending')::int pending
        from sub_contracts`)) as unknown as { rows: Array<Record<string, number>> }
    ).rows;
    for (const value of [...Object.values(n!), ...Object.values(s!)])
      expect(value).toBeGreaterThan(0);
  });
});

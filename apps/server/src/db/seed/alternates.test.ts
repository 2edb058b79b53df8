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

describe('the alternate-approval seed', () => {
  it('has a link not chosen yet, one submitted and one Summary-format', async () => {
    const { rows } = (await seeded.db.execute(sql`
      select p.proposal_format_type fmt, alt.alternate_selected_ind sel, alt.stage
      from client_contracts alt join projects p on p.project_id = alt.project_id
      where alt.contract_type like 'Alt %' and alt.alternate_sent_ind = 1
      order by p.project_id`)) as unknown as {
      rows: Array<{ fmt: string; sel: number | null; stage: string }>;
    };
    expect(rows).toEqual([
      { fmt: 'Detail', sel: null, stage: 'Pending' },
      { fmt: 'Detail', sel: 1, stage: 'Approved' },
      { fmt: 'Summary', sel: null, stage: 'Pending' },
    ]);
  });
});

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

describe('the lien waiver seed (issue 31 item 4)', () => {
  it('has waivers in every state on certified pay apps, their amounts from the frozen figures', async () => {
    const { rows } = (await seeded.db.execute(sql`
      select w.kind, w.direction, w.received_via as via, w.amount::text as amount,
             w.expires_at < now() as expired, a.certified is not null as certified,
             case w.kind when 'conditional-final' then a.certified #>> '{g702,totalCompletedAndStored}'
                  else a.certified #>> '{g702,currentPaymentDue}' end as "frozen"
        from lien_waivers w join pay_apps a on a.pay_app_id = w.pay_app_id
       order by w.waiver_id`)) as unknown as {
      rows: Array<Record<string, string | boolean | null>>;
    };
    expect(rows.every((r) => r.certified)).toBe(true);
    const states = rows.map(
      (r) => `${r.kind}/${r.direction}/${r.via ?? (r.expired ? 'expired' : 'open')}`,
    );
    expect(states).toEqual(
      expect.arrayContaining([
        'unconditional-progress/to-client/signature',
        'conditional-progress/to-client/open',
        'conditional-final/to-client/expired',
      ]),
    );
    for (const r of rows.filter((w) => w.direction === 'to-client'))
      expect(r.amount).toBe(r.frozen);
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { computeCondition, DERIVED_FIELDS } from '@n5/shared/estimating/math';
import { openTestDatabase } from '../../testing/test-database';
import type { TDatabase } from '../client';
import { SEED_TAX_RATE } from './estimating';

const rows = async <T>(database: TDatabase, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

let seeded: TDatabase;
beforeAll(async () => {
  seeded = await openTestDatabase(inject('testDbTemplate'));
});
afterAll(async () => {
  await seeded?.close();
});

describe('the estimating seed', () => {
  it('gives every project conditions, and approves only the work of sold projects', async () => {
    const byStage = await rows<{ stage_type: string; n: number; approved: number }>(
      seeded,
      sql`select p.stage_type, count(c.*)::int n, count(*) filter (where c.client_approved_ind = 1)::int approved
          from projects p join conditions c using (project_id) group by p.stage_type`,
    );
    expect(byStage).toHaveLength(7);
    for (const s of byStage) {
      expect(s.n).toBeGreaterThan(0);
      if (['Approved', 'In Progress'].includes(s.stage_type)) expect(s.approved).toBeGreaterThan(0);
      if (['Preparing Proposal', 'Awaiting Approval'].includes(s.stage_type))
        expect(s.approved).toBe(0);
    }
    const [flags] = await rows<{
      sub: number;
      overwrite: number;
      selected: number;
      potential: number;
    }>(
      seeded,
      sql`select count(*) filter (where sub_contract_approved_ind = 1)::int sub,
                 count(*) filter (where overwrite_cost_ind = 1)::int overwrite,
                 count(*) filter (where selected_subcontractor_id is not null)::int selected,
                 count(*) filter (where client_contract_id is null)::int potential from conditions`,
    );
    for (const n of Object.values(flags!)) expect(n).toBeGreaterThan(0);
  });

  it('stores the totals the shared math gives', async () => {
    const list = await rows<Record<string, string | number | null>>(
      seeded,
      sql`select c.*, p.ks_remodeling_tax_ind, b.bid_amount, b.markup bid_markup
          from conditions c join projects p using (project_id)
          left join condition_sub_bids b on b.condition_id = c.condition_id and b.company_id = c.selected_subcontractor_id
          order by c.condition_id limit 400`,
    );
    const snake = (k: string) => k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
    for (const r of list) {
      const input = Object.fromEntries(
        [
          'totalQuantities',
          'laborHours',
          'laborRate',
          'laborMarkup',
          'materialCost',
          'materialMarkup',
          'equipmentCost',
          'equipmentMarkup',
          'otherCostsCost',
          'otherCostsMarkup',
        ].map((k) => [k, String(r[snake(k)])]),
      ) as never;
      const derived = computeCondition(
        input,
        r.bid_amount === null
          ? null
          : { bidAmount: String(r.bid_amount), markup: String(r.bid_markup) },
        { ksRemodelingTaxInd: r.ks_remodeling_tax_ind as number, taxRate: SEED_TAX_RATE },
      );
      for (const k of DERIVED_FIELDS)
        expect(r[snake(k)], `${k} of ${r.condition_id}`).toBe(derived[k]);
    }
  });

  it('has active templates for every sub-category and bid history', async () => {
    const [t] = await rows<{ subs: number; missing: number; history: number }>(
      seeded,
      sql`select (select count(*)::int from sub_categories) subs,
                 (select count(*)::int from sub_categories s where not exists (select 1 from condition_templates t where t.sub_category_id = s.sub_category_id and t.status = 'Active')) missing,
                 (select count(*)::int from condition_bid_history) history`,
    );
    expect(t!.missing).toBe(0);
    expect(t!.history).toBeGreaterThan(50);
  });
});

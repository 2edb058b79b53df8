import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { GOAL_TYPES, TEAM_GOAL_ROLES } from '@n5/shared/goals/constants';
import { DIVISIONS } from '@n5/shared/project/constants';
import { rowsOf, type TDbOrTx } from '../client';
import { companyGoals, teamMemberGoals } from '../schema/index';
import { insertInBatches } from './batch';
import type { TRng } from './rng';

/**
 * How hard this year's goals are against what each division has billed so far: Mechanical is set
 * behind its goal (1.35 times its pace), Service ahead (0.75 times), Construction near (1.0).
 * Earlier years' goals were near what was billed (0.95 to 1.1 times); next year's a tenth more.
 */
const AMBITION: Record<(typeof DIVISIONS)[number], number> = {
  Construction: 1.0,
  Mechanical: 1.35,
  Service: 0.75,
};
/** The gross margin each division plans for, and overhead as a share of revenue. */
const MARGIN: Record<(typeof DIVISIONS)[number], number> = {
  Construction: 0.16,
  Mechanical: 0.22,
  Service: 0.28,
};
const OVERHEAD = 0.08;
const ROLE_COLUMN = {
  'Project Manager': 'project_manager_id',
  'Project Engineer': 'project_engineer_id',
  Superintendent: 'superintendent_id',
} as const;

/** Whole dollars certified by division and year (the dashboards' actual revenue), from `from`. */
async function billedByYear(db: TDbOrTx, from: number) {
  return rowsOf<{ division: string; year: number; dollars: string }>(
    await db.execute(sql`
with certified as (
  select pa.project_id, pa.certified_at,
         (pa.certified->'g702'->>'totalCompletedAndStored')::numeric
         - coalesce(lag((pa.certified->'g702'->>'totalCompletedAndStored')::numeric)
             over (partition by pa.project_id order by pa.number), 0) as amount
    from pay_apps pa where pa.certified_at is not null
)
select split_part(p.bid_type, ' -> ', 1) as division,
       extract(year from c.certified_at)::int as year, round(sum(c.amount))::bigint::text as dollars
  from certified c join projects p using (project_id)
 where c.certified_at >= make_date(${from}, 1, 1) and p.bid_type is not null
 group by 1, 2`),
  );
}

/**
 * Company goals for the two years before the demo's today, that year and the next (whole dollars
 * by month, a seasonal curve, more in summer), set against the revenue each division certified
 * in the year's months already over (docs/decisions/dashboards.md "Demo data"), and team member
 * goals of those three years for the people holding projects. The dashboards' stored summaries
 * are written by the recalculation (the server runs it at start when none exist). Its own stream.
 */
export async function seedGoals(db: TDbOrTx, rng: TRng, input: { today: Date }) {
  const year = input.today.getUTCFullYear();
  // Months of this year already over (the demo's today is the 1st: the months before it).
  const overThisYear = Math.max(1, input.today.getUTCMonth());
  const billed = await billedByYear(db, year - 2);
  const work = rowsOf<{ division: string; amount: string }>(
    await db.execute(sql`
select split_part(bid_type, ' -> ', 1) as division, sum(contract_amount)::bigint::text as amount
  from projects where bid_type is not null and stage_type not in ('Rejected', 'Canceled')
 group by 1`),
  );
  /** A division's monthly pace in a year: what it certified over the months already over. */
  const pace = (division: string, y: number): number => {
    const dollars = billed.find((b) => b.division === division && b.year === y)?.dollars;
    const months = y < year ? 12 : overThisYear;
    if (dollars !== undefined && y <= year) return (parseInteger(dollars) ?? 0) / months;
    if (y > year) return pace(division, year) * 1.1;
    // No billing that year (a small seed): a third of the division's book a year.
    return (parseInteger(work.find((w) => w.division === division)?.amount ?? '0') ?? 0) / 36;
  };
  const goalRows: Array<typeof companyGoals.$inferInsert> = [];
  for (const y of [year - 2, year - 1, year, year + 1]) {
    for (const division of DIVISIONS) {
      const monthly =
        pace(division, y) *
        (y === year ? AMBITION[division] : y < year ? 0.95 + rng.next() * 0.15 : 1);
      for (let month = 1; month <= 12; month += 1) {
        const season = 1 + 0.3 * Math.sin(((month - 3) / 12) * 2 * Math.PI);
        const revenue = Math.round(monthly * season * (0.97 + rng.next() * 0.06));
        const values = {
          Revenue: revenue,
          'Gross Profit': Math.round(revenue * MARGIN[division]),
          Overhead: Math.round(monthly * OVERHEAD),
        } satisfies Record<(typeof GOAL_TYPES)[number], number>;
        for (const goalType of GOAL_TYPES) {
          goalRows.push({ year: y, division, goalType, month, value: values[goalType] });
        }
      }
    }
  }
  await insertInBatches(goalRows, (batch) => db.insert(companyGoals).values(batch));

  const teamRows: Array<typeof teamMemberGoals.$inferInsert> = [];
  for (const role of TEAM_GOAL_ROLES) {
    const people = rowsOf<{ userId: number; division: string; amount: string }>(
      await db.execute(sql`
select ${sql.raw(ROLE_COLUMN[role])} as "userId", split_part(bid_type, ' -> ', 1) as division,
       sum(contract_amount)::bigint::text as amount
  from projects
 where ${sql.raw(ROLE_COLUMN[role])} is not null and bid_type is not null
 group by 1, 2 order by 1, 2`),
    );
    for (const y of [year - 2, year - 1, year]) {
      for (const p of people) {
        const even = [...Array(11).fill('0.0833'), '0.0837'];
        teamRows.push({
          year: y,
          division: p.division as (typeof DIVISIONS)[number],
          role,
          userId: p.userId,
          goalAmount: Math.round(((parseInteger(p.amount) ?? 0) / 3) * (0.8 + rng.next() * 0.5)),
          // Past years' months phased evenly; this year's left empty for some (empty is null).
          months: y === year && rng.chance(0.3) ? Array(12).fill(null) : even,
        });
      }
    }
  }
  await insertInBatches(teamRows, (batch) => db.insert(teamMemberGoals).values(batch));
  return { companyGoals: goalRows.length, teamMemberGoals: teamRows.length };
}

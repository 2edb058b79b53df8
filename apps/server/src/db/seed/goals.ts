import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { GOAL_TYPES, TEAM_GOAL_ROLES } from '@n5/shared/goals/constants';
import { DIVISIONS } from '@n5/shared/project/constants';
import { rowsOf, type TDbOrTx } from '../client';
import { companyGoals, teamMemberGoals } from '../schema/index';
import { insertInBatches } from './batch';
import type { TRng } from './rng';

/**
 * How hard each division's goals are against what its projects bring in: Mechanical is set
 * behind its goal (the goal is 1.6 times its work), Service ahead (0.6 times), Construction near.
 */
const AMBITION: Record<(typeof DIVISIONS)[number], number> = {
  Construction: 1.0,
  Mechanical: 1.6,
  Service: 0.6,
};
const MARGIN = 0.22;
const OVERHEAD = 0.08;
const ROLE_COLUMN = {
  'Project Manager': 'project_manager_id',
  'Project Engineer': 'project_engineer_id',
  Superintendent: 'superintendent_id',
} as const;

/**
 * Company goals for the two years before the demo's today, that year and the next (whole dollars
 * by month, a seasonal curve), and team member goals of this year and the last for the people
 * holding projects. The dashboards' stored summaries are written by the recalculation (the server
 * runs it at start when none exist). Its own random stream.
 */
export async function seedGoals(db: TDbOrTx, rng: TRng, input: { today: Date }) {
  const year = input.today.getUTCFullYear();
  const work = rowsOf<{ division: string; amount: string }>(
    await db.execute(sql`
select split_part(bid_type, ' -> ', 1) as division, sum(contract_amount)::bigint::text as amount
  from projects where bid_type is not null and stage_type not in ('Rejected', 'Canceled')
 group by 1`),
  );
  const goalRows: Array<typeof companyGoals.$inferInsert> = [];
  for (const y of [year - 2, year - 1, year, year + 1]) {
    for (const division of DIVISIONS) {
      const total = work.find((w) => w.division === division)?.amount ?? '0';
      // A third of the division's book a year, shaped by season (more in summer).
      const yearly =
        ((parseInteger(total) ?? 0) / 3) * AMBITION[division] * (0.9 + rng.next() * 0.2);
      for (let month = 1; month <= 12; month += 1) {
        const season = 1 + 0.3 * Math.sin(((month - 3) / 12) * 2 * Math.PI);
        const revenue = Math.round((yearly / 12) * season);
        const values = {
          Revenue: revenue,
          'Gross Profit': Math.round(revenue * MARGIN),
          Overhead: Math.round((yearly / 12) * OVERHEAD),
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
    for (const y of [year - 1, year]) {
      for (const p of people) {
        const even = [...Array(11).fill('0.0833'), '0.0837'];
        teamRows.push({
          year: y,
          division: p.division as (typeof DIVISIONS)[number],
          role,
          userId: p.userId,
          goalAmount: Math.round(((parseInteger(p.amount) ?? 0) / 3) * (0.8 + rng.next() * 0.5)),
          // Last year's months phased evenly; this year's left empty for some (empty is null).
          months: y === year && rng.chance(0.3) ? Array(12).fill(null) : even,
        });
      }
    }
  }
  await insertInBatches(teamRows, (batch) => db.insert(teamMemberGoals).values(batch));
  return { companyGoals: goalRows.length, teamMemberGoals: teamRows.length };
}

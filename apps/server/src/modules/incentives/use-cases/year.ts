import { fromNumeric, PLACES, sum, toNumeric, ZERO } from '@n5/shared/core/decimal';
import { parseNumericInput } from '@n5/shared/core/strict-inputs';
import { LEADERSHIP_DIVISIONS, QUARTERS } from '@n5/shared/incentives/constants';
import type { TPoolRow, TWorksheetReply } from '@n5/shared/incentives/schemas';
import type { z } from 'zod';
import type { ZSetPoolBody } from '@n5/shared/incentives/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { assertUnlocked, assertYear, type TIncentivesDeps } from '../deps';
import { upsertPool } from '../queries';
import { forgetRunningWorksheets, worksheetOf } from './worksheet';

/** The four worksheets of a year (frozen ones for locked quarters). */
async function yearWorksheets(deps: TIncentivesDeps, year: number) {
  return Promise.all(QUARTERS.map((quarter) => worksheetOf(deps, { year, quarter })));
}

/** GET incentive-summary: each team member's Total Profit Share by quarter, and the year's total. */
export async function getSummary(deps: TIncentivesDeps, input: { year: number }) {
  assertYear(deps, input.year);
  const sheets = await yearWorksheets(deps, input.year);
  const people = new Map<number, { Name: string; Position: string | null; q: string[] }>();
  sheets.forEach((sheet, i) => {
    for (const row of sheet.rows) {
      const person = people.get(row.UserID) ?? {
        Name: row.TeamMember,
        Position: row.Position,
        q: ['0.00', '0.00', '0.00', '0.00'],
      };
      person.Position = row.Position ?? person.Position;
      person.q[i] = row.TotalProfitShareAmount;
      people.set(row.UserID, person);
    }
  });
  const summary = [...people.entries()]
    .map(([UserID, p]) => ({
      UserID,
      Name: p.Name,
      Position: p.Position,
      Q1: p.q[0]!,
      Q2: p.q[1]!,
      Q3: p.q[2]!,
      Q4: p.q[3]!,
      Total: toNumeric(sum(p.q.map(fromNumeric)), PLACES.money),
    }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
  const lockedQuarters = sheets.filter((s) => s.lockedAt !== null).map((s) => s.quarter);
  return { summary, lockedQuarters };
}

type TKind = TPoolRow['kind'];
const row = (
  name: string,
  kind: TKind,
  sheets: TWorksheetReply[],
  pick: (s: TWorksheetReply) => string,
  pool: TPoolRow['pool'] = null,
): TPoolRow => ({
  name,
  pool,
  kind,
  q1: pick(sheets[0]!),
  q2: pick(sheets[1]!),
  q3: pick(sheets[2]!),
  q4: pick(sheets[3]!),
});

function poolRows(sheets: TWorksheetReply[]): TPoolRow[] {
  const leader = (s: TWorksheetReply, d: string) =>
    s.pool.leadershipPools.find((p) => p.division === d)!;
  return [
    row('Group Gross Profit', 'money', sheets, (s) => s.pool.GroupGrossProfit),
    row('Group Pool %', 'percent', sheets, (s) => s.pool.GroupPoolPercent, 'Profit Share'),
    row('Potential Profit Share Pool', 'money', sheets, (s) => s.pool.PotentialProfitSharePool),
    row('KPI %', 'percent', sheets, (s) => s.pool.KPIPercent),
    row('Profit Share Pool', 'money', sheets, (s) => s.pool.ProfitSharePool),
    row('Total Points', 'number', sheets, (s) => s.pool.TotalPoints),
    ...LEADERSHIP_DIVISIONS.flatMap((d) => [
      row(`${d} Gross Profit`, 'money', sheets, (s) => leader(s, d).grossProfit),
      row(`${d} Goal %`, 'percent', sheets, (s) => leader(s, d).goalPercent, d),
      row(`${d} Leadership Pool`, 'money', sheets, (s) => leader(s, d).pool),
    ]),
    row(
      'Total Payout',
      'money',
      sheets,
      (s) => s.totals.TotalProfitShareAmount || toNumeric(ZERO, 2),
    ),
  ];
}

/** GET incentive-pool (division Group): the Pool Calculation of a year. */
export async function getPoolCalculation(deps: TIncentivesDeps, input: { year: number }) {
  assertYear(deps, input.year);
  return { pool: poolRows(await yearWorksheets(deps, input.year)) };
}

/** POST incentive-pool: a quarter's group pool % or a division goal % (409 when locked). */
export async function setPool(
  deps: TIncentivesDeps,
  input: z.infer<typeof ZSetPoolBody>,
  user: TUser,
) {
  assertYear(deps, input.year);
  const percent = toNumeric(parseNumericInput(input.percent)!, PLACES.fraction);
  await deps.db.transaction(async (tx) => {
    await assertUnlocked(tx, input.year, input.quarter);
    await upsertPool(tx, { year: input.year, quarter: input.quarter }, input.pool, percent);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'incentive_pool',
      entityId: `${input.year}:${input.quarter}:${input.pool}`,
      action: 'update',
      after: { percent },
    });
  });
  forgetRunningWorksheets(deps);
  return getPoolCalculation(deps, { year: input.year });
}

import { compare, fromNumeric } from '@n5/shared/core/decimal';
import { meanOf, ratio } from '@n5/shared/kpi/rules';
import type { TQuarterQuery } from '@n5/shared/kpi/schemas';
import type { TKpiDeps } from '../deps';
import { answeredSurveys, invitesByRep } from '../queries/surveys';
import { periodOf } from './period';
import { overallOf } from './survey-figures';

/**
 * Customer fulfillment survey results per representative: invitations sent and surveys answered
 * in the quarter, score = responses / invites, TotalScore = the mean overall score; placed by
 * TotalScore, best first.
 */
export async function getSurveyLeaderboard(deps: Pick<TKpiDeps, 'db'>, q: TQuarterQuery) {
  const p = periodOf(q);
  const [surveys, invites] = await Promise.all([
    answeredSurveys(deps.db, p),
    invitesByRep(deps.db, p),
  ]);
  const reps = new Map<string, { invites: number; scores: Array<string | null> }>();
  for (const i of invites) reps.set(i.rep, { invites: i.invites, scores: [] });
  for (const s of surveys) {
    const rep = s.rep ?? 'Unassigned';
    const entry = reps.get(rep) ?? { invites: 0, scores: [] };
    entry.scores.push(overallOf(s));
    reps.set(rep, entry);
  }
  const rows = [...reps].map(([rep, r]) => ({
    n5representative: rep,
    score: ratio(r.scores.length, r.invites),
    Invites: r.invites,
    responses: r.scores.length,
    TotalScore: meanOf(r.scores),
  }));
  const scoreOf = (row: (typeof rows)[number]) => fromNumeric(row.TotalScore ?? '-1');
  rows.sort(
    (a, b) =>
      compare(scoreOf(b), scoreOf(a)) || a.n5representative.localeCompare(b.n5representative),
  );
  return { leaderboard: rows.map((row, i) => ({ place: i + 1, ...row })) };
}

import type { TQuarterQuery } from '@n5/shared/kpi/schemas';
import { divisionOf } from '@n5/shared/project/constants';
import type { TKpiDeps } from '../deps';
import { answeredSurveys } from '../queries/surveys';
import { periodOf } from './period';
import { npsBy } from './survey-figures';

const NO_TYPE = 'No work type';
type TDeps = Pick<TKpiDeps, 'db'>;
const surveysOf = (deps: TDeps, q: TQuarterQuery) => answeredSurveys(deps.db, periodOf(q));

/** NPS by division (the part of the bid type before the arrow) of the quarter's answers. */
export async function getNpsByDivision(deps: TDeps, q: TQuarterQuery) {
  const groups = npsBy(await surveysOf(deps, q), (s) => divisionOf(s.bid_type) ?? NO_TYPE);
  return {
    NPSByDivision: groups.map((g) => ({ Division: g.key, NPS: g.NPS, responses: g.responses })),
  };
}

/** NPS by work (bid) type. */
export async function getNpsByBidType(deps: TDeps, q: TQuarterQuery) {
  const groups = npsBy(await surveysOf(deps, q), (s) => s.bid_type ?? NO_TYPE);
  return {
    NPSByBidType: groups.map((g) => ({ bidtype: g.key, NPS: g.NPS, responses: g.responses })),
  };
}

/** Total NPS of the company. */
export async function getNpsTotal(deps: TDeps, q: TQuarterQuery) {
  const [total] = npsBy(await surveysOf(deps, q), () => 'Total');
  return {
    NPSByCompany: [{ type: 'Total', NPS: total?.NPS ?? null, responses: total?.responses ?? 0 }],
  };
}

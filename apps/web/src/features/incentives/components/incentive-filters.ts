import { useSearchParams } from 'react-router';
import { parseInteger } from '@n5/shared/core/integer';
import { BONUS_POOL_FIRST_YEAR, PAYOUT_FIRST_YEAR } from '@n5/shared/incentives/constants';
import { kpiQuarterOptions, quarterOf } from '@n5/shared/kpi/quarters';
import type { TYq } from '../api/incentives-queries';

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The quarter in the address (?y&q), this quarter by default (spec 2 §2.2 shared state). */
export function useIncentiveQuarter(): [TYq, (p: TYq) => void] {
  const [params, setParams] = useSearchParams();
  const now = quarterOf(todayIso());
  const picked = {
    year: parseInteger(params.get('y')) ?? now.year,
    quarter: parseInteger(params.get('q')) ?? now.quarter,
  };
  return [picked, (p) => setParams({ y: String(p.year), q: String(p.quarter) }, { replace: true })];
}

/** The payout year in the address (?y), this year by default. */
export function useIncentiveYear(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const year = parseInteger(params.get('y')) ?? quarterOf(todayIso()).year;
  return [year, (y) => setParams({ y: String(y) }, { replace: true })];
}

/** Q1-Q4 of each year from 2020 (bonus pool, analysis), newest first, valued "year-quarter". */
export const quarterOptions = () =>
  kpiQuarterOptions(todayIso())
    .filter((o) => o.year >= BONUS_POOL_FIRST_YEAR)
    .map((o) => ({ value: `${o.year}-${o.quarter}`, label: `Q${o.quarter} ${o.year}` }));

/** Payout years from 2019 to this year, newest first (spec 2 §2.2). */
export function payoutYearOptions() {
  const last = quarterOf(todayIso()).year;
  const years: number[] = [];
  for (let y = last; y >= PAYOUT_FIRST_YEAR; y--) years.push(y);
  return years.map((y) => ({ value: String(y), label: String(y) }));
}

export const pickedValue = (p: TYq) => `${p.year}-${p.quarter}`;
export function pickedOf(value: string): TYq {
  const [y, q] = value.split('-');
  return { year: parseInteger(y)!, quarter: parseInteger(q)! };
}

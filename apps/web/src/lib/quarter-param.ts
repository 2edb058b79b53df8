import { useSearchParams } from 'react-router';
import { parseInteger } from '@n5/shared/core/integer';
import { kpiQuarterOptions, quarterOf } from '@n5/shared/kpi/quarters';

/** A quarter a screen shows (the KPI dashboard, the incentive screens). */
export interface TYearQuarter {
  year: number;
  quarter: number;
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The quarter in the address (?y&q), this quarter by default: a screen's top menu and page share
 * it (spec 2 §2.2 shared state).
 */
export function useQuarterParam(): [TYearQuarter, (p: TYearQuarter) => void] {
  const [params, setParams] = useSearchParams();
  const now = quarterOf(todayIso());
  const picked = {
    year: parseInteger(params.get('y')) ?? now.year,
    quarter: parseInteger(params.get('q')) ?? now.quarter,
  };
  return [picked, (p) => setParams({ y: String(p.year), q: String(p.quarter) }, { replace: true })];
}

/** Q1–Q4 from 2020 (or `fromYear`), newest first, as select options valued "year-quarter". */
export const quarterSelectOptions = (fromYear = 0) =>
  kpiQuarterOptions(todayIso())
    .filter((o) => o.year >= fromYear)
    .map((o) => ({ value: `${o.year}-${o.quarter}`, label: `Q${o.quarter} ${o.year}` }));

export const quarterValue = (p: TYearQuarter) => `${p.year}-${p.quarter}`;

export function quarterOfValue(value: string): TYearQuarter {
  const [y, q] = value.split('-');
  return { year: parseInteger(y)!, quarter: parseInteger(q)! };
}

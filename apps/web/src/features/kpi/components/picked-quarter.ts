import { useSearchParams } from 'react-router';
import { parseInteger } from '@n5/shared/core/integer';
import { kpiQuarterOptions, quarterOf } from '@n5/shared/kpi/quarters';
import type { TPicked } from '../api/kpi-queries';

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The quarter in the address (?y&q), this quarter by default: the top menu and page share it. */
export function usePickedQuarter(): [TPicked, (p: TPicked) => void] {
  const [params, setParams] = useSearchParams();
  const now = quarterOf(todayIso());
  const picked = {
    year: parseInteger(params.get('y')) ?? now.year,
    quarter: parseInteger(params.get('q')) ?? now.quarter,
  };
  return [picked, (p) => setParams({ y: String(p.year), q: String(p.quarter) }, { replace: true })];
}

/** Q1–Q4 from 2020, newest first (spec 2 §2.2), as select options valued "year-quarter". */
export const quarterOptions = () =>
  kpiQuarterOptions(todayIso()).map((o) => ({
    value: `${o.year}-${o.quarter}`,
    label: `Q${o.quarter} ${o.year}`,
  }));

export const pickedValue = (p: TPicked) => `${p.year}-${p.quarter}`;

export function pickedOf(value: string): TPicked {
  const [y, q] = value.split('-');
  return { year: parseInteger(y)!, quarter: parseInteger(q)! };
}

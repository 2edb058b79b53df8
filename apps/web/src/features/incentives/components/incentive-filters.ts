import { useSearchParams } from 'react-router';
import { parseInteger } from '@n5/shared/core/integer';
import { BONUS_POOL_FIRST_YEAR, PAYOUT_FIRST_YEAR } from '@n5/shared/incentives/constants';
import { quarterOf } from '@n5/shared/kpi/quarters';
import {
  quarterOfValue,
  quarterSelectOptions,
  quarterValue,
  todayIso,
  useQuarterParam,
} from '../../../lib/quarter-param';
import type { TYq } from '../api/incentives-queries';

export { todayIso, quarterValue as pickedValue, quarterOfValue as pickedOf };

/** The quarter in the address (?y&q), this quarter by default (spec 2 §2.2 shared state). */
export const useIncentiveQuarter: () => [TYq, (p: TYq) => void] = useQuarterParam;

/** The payout year in the address (?y), this year by default. */
export function useIncentiveYear(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const year = parseInteger(params.get('y')) ?? quarterOf(todayIso()).year;
  return [year, (y) => setParams({ y: String(y) }, { replace: true })];
}

/** Q1-Q4 of each year from 2020 (bonus pool, analysis), newest first, valued "year-quarter". */
export const quarterOptions = () => quarterSelectOptions(BONUS_POOL_FIRST_YEAR);

/** Payout years from 2019 to this year, newest first (spec 2 §2.2). */
export function payoutYearOptions() {
  const last = quarterOf(todayIso()).year;
  const years: number[] = [];
  for (let y = last; y >= PAYOUT_FIRST_YEAR; y--) years.push(y);
  return years.map((y) => ({ value: String(y), label: String(y) }));
}

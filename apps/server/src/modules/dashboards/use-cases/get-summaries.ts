import {
  SHORT_MONTHS,
  type TDashboardScope,
  type TPivotType,
} from '@n5/shared/dashboards/constants';
import {
  moneyText,
  pivotRows,
  SUMMARY_KEYS,
  yearTotals,
  type TSummaryFigures,
} from '@n5/shared/dashboards/rules';
import type {
  TMonthlySummaryRow,
  TPivotRow,
  TSummaryFiguresText,
} from '@n5/shared/dashboards/schemas';
import type { TDashboardsDeps } from '../deps';
import { yearFigures } from './year-figures';

const asText = (figures: TSummaryFigures) =>
  Object.fromEntries(SUMMARY_KEYS.map((k) => [k, moneyText(figures[k])])) as TSummaryFiguresText;

/** GET division-summary-by-division: the year's nine figures (one row). */
export async function getSummaryByDivision(
  deps: TDashboardsDeps,
  input: { y: number; d: TDashboardScope },
) {
  return { summary: [asText(yearTotals(await yearFigures(deps, input)))] };
}

/** GET division-summary-by-month: the nine figures of each month. */
export async function getSummaryByMonth(
  deps: TDashboardsDeps,
  input: { y: number; d: TDashboardScope },
): Promise<{ summary: TMonthlySummaryRow[] }> {
  const months = await yearFigures(deps, input);
  return { summary: months.map((m, i) => ({ ShortMonth: SHORT_MONTHS[i]!, ...asText(m) })) };
}

/** GET division-summary-by-month-pivot: RV, GM and NP by month (t picks one). */
export async function getSummaryPivot(
  deps: TDashboardsDeps,
  input: { y: number; d: TDashboardScope; t?: TPivotType | undefined },
): Promise<{ summary: TPivotRow[] }> {
  const months = await yearFigures(deps, input);
  const rows = pivotRows(months, input.t ? [input.t] : undefined);
  return {
    summary: rows.map((row) => ({
      type: row.type,
      ...(Object.fromEntries(SHORT_MONTHS.map((m, i) => [m, moneyText(row.months[i]!)])) as Record<
        (typeof SHORT_MONTHS)[number],
        string
      >),
      Total: moneyText(row.total),
    })),
  };
}

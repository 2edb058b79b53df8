import { fromNumeric, toJsonNumber } from '@n5/shared/core/decimal';

/** A money text as the number a chart draws (display only; figures stay exact elsewhere). */
export const chartNumber = (text: string) => toJsonNumber(fromNumeric(text));

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
/** $1.2M: bar labels and axis ticks. */
export const compactUsd = (value: number | null) => (value === null ? '' : compact.format(value));

export const SERIES = ['Goal', 'Pipeline', 'Actual'] as const;
export type TSeries = (typeof SERIES)[number];

/** The three measures of the dashboards, with their summary fields. */
export const MEASURES = [
  { key: 'revenue', title: 'Revenue', fields: ['RevGoal', 'RevForecast', 'RevActual'] },
  { key: 'grossProfit', title: 'Gross Profit', fields: ['GMGoal', 'GMForecast', 'GMActual'] },
  {
    key: 'netProfit',
    title: 'Net Profit',
    fields: ['NetProfitGoal', 'NetProfitforecast', 'NetProfitActual'],
  },
] as const;
export type TMeasure = (typeof MEASURES)[number];

/** Goal, pipeline and actual: distinct colours, and also labels/marks so colour is not needed. */
export const SERIES_COLORS = ['#8a94a6', '#4a78b5', '#1b7f4c'] as const;
export const DIVISION_COLORS = ['#c7702b', '#4a78b5', '#1b7f4c'] as const;

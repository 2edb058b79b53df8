import { BarChart } from '@mui/x-charts/BarChart';
import type { TKpiItem } from '@n5/shared/kpi/schemas';
import { formatPercent } from '../../../lib/format';
import { chartNumber } from './chart-number';

/** Bonus Eligible %: per KPI, the payout earned next to the payout possible. */
export function BonusEligibleChart({ items }: { items: TKpiItem[] }) {
  const paying = items.filter((k) => k.payoutpercent !== '0.0000');
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: paying.map((k) => k.kpi), width: 190 }]}
      xAxis={[{ min: 0, valueFormatter: (v: number) => `${v}%` }]}
      series={[
        {
          label: 'Earned',
          data: paying.map((k) => chartNumber(k.earned)! * 100),
          valueFormatter: (v) => (v === null ? '' : `${v.toFixed(1)}%`),
        },
        {
          label: 'Eligible',
          data: paying.map((k) => chartNumber(k.payoutpercent)! * 100),
          valueFormatter: (v) => (v === null ? '' : `${v.toFixed(1)}%`),
        },
      ]}
      aria-label={`Bonus Eligible %: ${paying
        .map((k) => `${k.kpi} ${formatPercent(k.earned)} of ${formatPercent(k.payoutpercent)}`)
        .join('; ')}`}
    />
  );
}

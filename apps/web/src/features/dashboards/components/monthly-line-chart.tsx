import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { SHORT_MONTHS } from '@n5/shared/dashboards/constants';
import type { TMonthlySummaryRow } from '@n5/shared/dashboards/schemas';
import { ChartTable } from './chart-table';
import { chartNumber, compactUsd, SERIES, SERIES_COLORS, type TMeasure } from './chart-format';

const SHAPES = ['square', 'circle', 'diamond'] as const;
const DASHES = ['6 4', undefined, '2 3'] as const;

/** A monthly line chart: Goal, Pipeline and Actual by short month; each line has its own mark shape and dash. */
export function MonthlyLineChart(props: {
  measure: TMeasure;
  months: TMonthlySummaryRow[];
  onMonthClick: (month: number) => void;
}) {
  const { measure, months } = props;
  const title = `${measure.title} by month`;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" fontWeight={700}>
        {title}
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: [...SHORT_MONTHS] }]}
        yAxis={[{ valueFormatter: compactUsd, width: 64 }]}
        series={SERIES.map((label, i) => ({
          id: label,
          label,
          color: SERIES_COLORS[i],
          shape: SHAPES[i],
          showMark: true,
          curve: 'linear' as const,
          valueFormatter: compactUsd,
          data: months.map((m) => chartNumber(m[measure.fields[i]!])),
        }))}
        sx={Object.fromEntries(
          SERIES.map((label, i) => [
            `& .MuiLineElement-series-${label}`,
            DASHES[i] ? { strokeDasharray: DASHES[i] } : {},
          ]),
        )}
        onAxisClick={(_event, data) => {
          if (data && typeof data.dataIndex === 'number') props.onMonthClick(data.dataIndex + 1);
        }}
        aria-label={`${title} chart: Goal, Pipeline and Actual`}
      />
      <ChartTable
        caption={title}
        columns={SHORT_MONTHS}
        rows={SERIES.map((label, i) => ({
          label,
          values: months.map((m) => m[measure.fields[i]!]),
        }))}
      />
    </Paper>
  );
}

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TSummaryFiguresText } from '@n5/shared/dashboards/schemas';
import { ChartTable } from './chart-table';
import {
  chartNumber,
  compactUsd,
  DIVISION_COLORS,
  SERIES,
  SERIES_COLORS,
  type TMeasure,
  type TSeries,
} from './chart-format';

/**
 * A YTD bar chart: Goal, Pipeline and Actual of one measure, labelled under and on each bar (so
 * colour is not needed). With several divisions (the group), one bar per division in each group.
 */
export function YtdBarChart(props: {
  measure: TMeasure;
  parts: Array<{ label: string; figures: TSummaryFiguresText }>;
  onBarClick: (series: TSeries, part: number) => void;
}) {
  const { measure, parts } = props;
  const single = parts.length === 1;
  const series = single
    ? [
        {
          id: 'only',
          label: measure.title,
          data: measure.fields.map((f) => chartNumber(parts[0]!.figures[f])),
          barLabel: (item: { value: number | null }) => compactUsd(item.value),
          barLabelPlacement: 'outside' as const,
        },
      ]
    : parts.map((part, i) => ({
        id: `part${i}`,
        label: part.label,
        color: DIVISION_COLORS[i % DIVISION_COLORS.length],
        data: measure.fields.map((f) => chartNumber(part.figures[f])),
        barLabel: (item: { value: number | null }) =>
          `${part.label.charAt(0)} ${compactUsd(item.value)}`,
        barLabelPlacement: 'outside' as const,
      }));
  const title = `${measure.title} (YTD)`;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" fontWeight={700}>
        {title}
      </Typography>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: [...SERIES],
            ...(single ? { colorMap: { type: 'ordinal', colors: [...SERIES_COLORS] } } : {}),
          },
        ]}
        yAxis={[{ valueFormatter: compactUsd, width: 64 }]}
        series={series}
        hideLegend={single}
        sx={{ '& .MuiBarChart-label': { fontSize: single ? 12 : 10 } }}
        onItemClick={(_event, item) => {
          const part = Math.max(
            0,
            series.findIndex((s) => s.id === item.seriesId),
          );
          props.onBarClick(SERIES[item.dataIndex]!, part);
        }}
        aria-label={`${title} chart: Goal, Pipeline and Actual`}
      />
      <ChartTable
        caption={`${title}: Goal, Pipeline and Actual`}
        columns={SERIES}
        rows={parts.map((p) => ({
          label: p.label,
          values: measure.fields.map((f) => p.figures[f]),
        }))}
      />
    </Paper>
  );
}

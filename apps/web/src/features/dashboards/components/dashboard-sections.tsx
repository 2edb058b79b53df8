import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MONTH_NAMES } from '@n5/shared/core/company-time';
import type { TDashboardScope } from '@n5/shared/dashboards/constants';
import type { TSummaryFiguresText } from '@n5/shared/dashboards/schemas';
import { QueryState } from '../../../components/query-state';
import type { TDrillFilter } from '../api/dashboards-queries';
import { MEASURES, type TMeasure, type TSeries } from './chart-format';
import { DrillDialog } from './drill-dialog';
import { MonthlyLineChart } from './monthly-line-chart';
import { PivotTable } from './pivot-table';
import { YtdBarChart } from './ytd-bar-chart';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** What a click on a bar, a month or a person opens: the projects behind the figure. */
export interface TDrill {
  filter: TDrillFilter;
  title: string;
  d: TDashboardScope;
}

/** The drill-down of the i-th chart: Revenue's projects, else Gross Profit's (net has none). */
export const measureOf = (i: number): 'revenue' | 'grossProfit' =>
  i === 0 ? 'revenue' : 'grossProfit';

type TQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching' | 'refetch'>;
type TMonths = Parameters<typeof MonthlyLineChart>[0]['months'];
type TPivotRows = Parameters<typeof PivotTable>[0]['rows'];

/** The three YTD bar charts (Revenue, Gross Profit, Net Profit) of one or more parts. */
export function YtdCharts(props: {
  query: TQuery<Array<{ label: string; figures: TSummaryFiguresText }>>;
  onBar: (measure: TMeasure, i: number, series: TSeries, part: number) => void;
}) {
  return (
    <QueryState
      query={props.query}
      loadingLabel="Loading the dashboard"
      errorText="The dashboard could not be loaded"
    >
      {(parts) => (
        <Box sx={grid}>
          {MEASURES.map((measure, i) => (
            <YtdBarChart
              key={measure.key}
              measure={measure}
              parts={parts}
              onBarClick={(series, part) => props.onBar(measure, i, series, part)}
            />
          ))}
        </Box>
      )}
    </QueryState>
  );
}

/** The pivot of actuals by month (RV, GM, NP). */
export function PivotSection(props: { query: TQuery<{ summary: TPivotRows }>; caption: string }) {
  return (
    <QueryState
      query={props.query}
      loadingLabel="Loading the pivot"
      errorText="The pivot could not be loaded"
    >
      {(reply) => <PivotTable rows={reply.summary} caption={props.caption} />}
    </QueryState>
  );
}

/** The three monthly line charts; a click on a month drills into it (`label` names the scope). */
export function MonthlyCharts(props: {
  query: TQuery<{ summary: TMonths }>;
  y: number;
  d: TDashboardScope;
  label: string;
  onDrill: (drill: TDrill) => void;
}) {
  const { y, d, label } = props;
  return (
    <QueryState
      query={props.query}
      loadingLabel="Loading the months"
      errorText="The months could not be loaded"
    >
      {(reply) => (
        <Box sx={grid}>
          {MEASURES.map((measure, i) => (
            <MonthlyLineChart
              key={measure.key}
              measure={measure}
              months={reply.summary}
              onMonthClick={(month) =>
                props.onDrill({
                  d,
                  filter: { month, measure: measureOf(i) },
                  title: `${label}${measure.title}, ${MONTH_NAMES[month - 1]} ${y}: the projects`,
                })
              }
            />
          ))}
        </Box>
      )}
    </QueryState>
  );
}

/** A dashboard's frame: its heading, its sections, and the drill-down dialog when one is open. */
export function DashboardFrame(props: {
  heading: string;
  y: number;
  drill: TDrill | null;
  onCloseDrill: () => void;
  children: ReactNode;
}) {
  const { drill } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 3 } }}>
      <Typography component="h1" variant="h5">
        {props.heading}
      </Typography>
      {props.children}
      {drill && (
        <DrillDialog
          d={drill.d}
          y={props.y}
          filter={drill.filter}
          title={drill.title}
          onClose={props.onCloseDrill}
        />
      )}
    </Box>
  );
}

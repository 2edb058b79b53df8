import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_DIVISIONS,
  DIVISION_OF_SCOPE,
  YEAR_OUT_OF_RANGE,
  type TDashboardDivision,
  type TDashboardScope,
} from '@n5/shared/dashboards/constants';
import { isDashboardYear } from '@n5/shared/dashboards/rules';
import type { TSummaryFiguresText } from '@n5/shared/dashboards/schemas';
import { QueryState } from '../../../components/query-state';
import {
  monthsQuery,
  pivotQuery,
  summaryQuery,
  type TDrillFilter,
} from '../api/dashboards-queries';
import { MEASURES, SHORT_MONTHS_FULL, type TSeries } from '../components/chart-format';
import { useDashboardYear } from '../components/dashboard-year';
import { DrillDialog } from '../components/drill-dialog';
import { LeaderboardAccordion, type TLeaderPick } from '../components/leaderboard-accordion';
import { MonthlyLineChart } from '../components/monthly-line-chart';
import { PivotTable } from '../components/pivot-table';
import { YtdBarChart } from '../components/ytd-bar-chart';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

interface TDrill {
  filter: TDrillFilter;
  title: string;
  d: TDashboardScope;
}

const ROLE_NAMES = { PM: 'project manager', PE: 'project engineer', SI: 'superintendent' } as const;

function DivisionDashboard({ d, title }: { d: TDashboardDivision; title: string }) {
  const { y } = useDashboardYear();
  const [drill, setDrill] = useState<TDrill | null>(null);
  const inRange = isDashboardYear(y, new Date());
  const summary = useQuery({ ...summaryQuery(d, y), enabled: inRange });
  const months = useQuery({ ...monthsQuery(d, y), enabled: inRange });
  const pivot = useQuery({ ...pivotQuery(d, y), enabled: inRange });
  if (!inRange) return <Alert severity="warning">{YEAR_OUT_OF_RANGE}</Alert>;
  const measureOf = (i: number): 'revenue' | 'grossProfit' => (i === 0 ? 'revenue' : 'grossProfit');
  const pick = (p: TLeaderPick) =>
    setDrill({
      d,
      filter: { r: p.role, userId: p.userId },
      title: `Projects of ${p.name} (${ROLE_NAMES[p.role]}), ${y}`,
    });
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 3 } }}>
      <Typography component="h1" variant="h5">
        {title} – {y}
      </Typography>
      <QueryState
        query={summary}
        loadingLabel="Loading the dashboard"
        errorText="The dashboard could not be loaded"
      >
        {(reply) => (
          <Box sx={grid}>
            {MEASURES.map((measure, i) => (
              <YtdBarChart
                key={measure.key}
                measure={measure}
                parts={[{ label: title, figures: reply.summary[0] as TSummaryFiguresText }]}
                onBarClick={(series: TSeries) =>
                  setDrill({
                    d,
                    filter: { measure: measureOf(i) },
                    title: `${measure.title} ${series} ${y}: the projects`,
                  })
                }
              />
            ))}
          </Box>
        )}
      </QueryState>
      <QueryState
        query={pivot}
        loadingLabel="Loading the pivot"
        errorText="The pivot could not be loaded"
      >
        {(reply) => <PivotTable rows={reply.summary} caption={`${title} ${y} actuals by month`} />}
      </QueryState>
      <QueryState
        query={months}
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
                  setDrill({
                    d,
                    filter: { month, measure: measureOf(i) },
                    title: `${measure.title}, ${SHORT_MONTHS_FULL[month - 1]} ${y}: the projects`,
                  })
                }
              />
            ))}
          </Box>
        )}
      </QueryState>
      <LeaderboardAccordion d={d} y={y} onPick={pick} />
      {drill && (
        <DrillDialog
          d={drill.d}
          y={y}
          filter={drill.filter}
          title={drill.title}
          onClose={() => setDrill(null)}
        />
      )}
    </Box>
  );
}

export const ConstructionDashboardPage = () => (
  <DivisionDashboard d="construction" title="Construction Division" />
);
export const MechanicalDashboardPage = () => (
  <DivisionDashboard d="mechanical" title="Mechanical Division" />
);
export const ServiceDashboardPage = () => (
  <DivisionDashboard d="service" title="Service Division" />
);

/** The group: the three divisions side by side on the same charts, then the company's pivot. */
export function GroupDashboardPage() {
  const { y } = useDashboardYear();
  const [drill, setDrill] = useState<TDrill | null>(null);
  const inRange = isDashboardYear(y, new Date());
  const parts = useQueries({
    queries: DASHBOARD_DIVISIONS.map((d) => ({ ...summaryQuery(d, y), enabled: inRange })),
  });
  const months = useQuery({ ...monthsQuery('group', y), enabled: inRange });
  const pivot = useQuery({ ...pivotQuery('group', y), enabled: inRange });
  if (!inRange) return <Alert severity="warning">{YEAR_OUT_OF_RANGE}</Alert>;
  const all = {
    ...parts[0]!,
    data: parts.every((p) => p.data) ? parts.map((p) => p.data!.summary[0]!) : undefined,
    isError: parts.some((p) => p.isError),
    error: parts.find((p) => p.error)?.error ?? null,
    refetch: () => Promise.all(parts.map((p) => p.refetch())),
  } as unknown as (typeof parts)[0];
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 3 } }}>
      <Typography component="h1" variant="h5">
        Group – {y}
      </Typography>
      <QueryState
        query={all}
        loadingLabel="Loading the dashboard"
        errorText="The dashboard could not be loaded"
      >
        {(data) => (
          <Box sx={grid}>
            {MEASURES.map((measure, i) => (
              <YtdBarChart
                key={measure.key}
                measure={measure}
                parts={DASHBOARD_DIVISIONS.map((d, k) => ({
                  label: DIVISION_OF_SCOPE[d],
                  figures: (data as unknown as TSummaryFiguresText[])[k]!,
                }))}
                onBarClick={(series, part) => {
                  const d = DASHBOARD_DIVISIONS[part]!;
                  setDrill({
                    d,
                    filter: { measure: i === 0 ? 'revenue' : 'grossProfit' },
                    title: `${DIVISION_OF_SCOPE[d]} ${measure.title} ${series} ${y}: the projects`,
                  });
                }}
              />
            ))}
          </Box>
        )}
      </QueryState>
      <QueryState
        query={pivot}
        loadingLabel="Loading the pivot"
        errorText="The pivot could not be loaded"
      >
        {(reply) => <PivotTable rows={reply.summary} caption={`Group ${y} actuals by month`} />}
      </QueryState>
      <QueryState
        query={months}
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
                  setDrill({
                    d: 'group',
                    filter: { month, measure: i === 0 ? 'revenue' : 'grossProfit' },
                    title: `Group ${measure.title}, ${SHORT_MONTHS_FULL[month - 1]} ${y}: the projects`,
                  })
                }
              />
            ))}
          </Box>
        )}
      </QueryState>
      <LeaderboardAccordion
        d="group"
        y={y}
        onPick={(p) =>
          setDrill({
            d: 'group',
            filter: { r: p.role, userId: p.userId },
            title: `Projects of ${p.name}, ${y}`,
          })
        }
      />
      {drill && (
        <DrillDialog
          d={drill.d}
          y={y}
          filter={drill.filter}
          title={drill.title}
          onClose={() => setDrill(null)}
        />
      )}
    </Box>
  );
}

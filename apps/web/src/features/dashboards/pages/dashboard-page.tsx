import { useState } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import {
  DASHBOARD_DIVISIONS,
  DIVISION_OF_SCOPE,
  YEAR_OUT_OF_RANGE,
  type TDashboardDivision,
} from '@n5/shared/dashboards/constants';
import { isDashboardYear } from '@n5/shared/dashboards/rules';
import type { TSummaryFiguresText } from '@n5/shared/dashboards/schemas';
import { monthsQuery, pivotQuery, summaryQuery } from '../api/dashboards-queries';
import {
  DashboardFrame,
  measureOf,
  MonthlyCharts,
  PivotSection,
  YtdCharts,
  type TDrill,
} from '../components/dashboard-sections';
import { useDashboardYear } from '../components/dashboard-year';
import { LeaderboardAccordion } from '../components/leaderboard-accordion';

const ROLE_NAMES = { PM: 'project manager', PE: 'project engineer', SI: 'superintendent' } as const;

type TSummaryQuery = UseQueryResult<{ summary: TSummaryFiguresText[] }>;

type TPartsQuery = Parameters<typeof YtdCharts>[0]['query'];

/** The YTD charts' parts (one per division), loading until every summary has arrived. */
function partsOf(queries: TSummaryQuery[], labels: string[]): TPartsQuery {
  return {
    data: queries.every((q) => q.data)
      ? queries.map((q, k) => ({ label: labels[k]!, figures: q.data!.summary[0]! }))
      : undefined,
    error: queries.find((q) => q.error)?.error ?? null,
    isFetching: queries.some((q) => q.isFetching),
    // Retry fetches every summary again; the frame only waits for it.
    refetch: (() =>
      Promise.all(queries.map((q) => q.refetch()))) as unknown as TPartsQuery['refetch'],
  };
}

function DivisionDashboard({ d, title }: { d: TDashboardDivision; title: string }) {
  const { y } = useDashboardYear();
  const [drill, setDrill] = useState<TDrill | null>(null);
  const inRange = isDashboardYear(y, new Date());
  const summary = useQuery({ ...summaryQuery(d, y), enabled: inRange });
  const months = useQuery({ ...monthsQuery(d, y), enabled: inRange });
  const pivot = useQuery({ ...pivotQuery(d, y), enabled: inRange });
  if (!inRange) return <Alert severity="warning">{YEAR_OUT_OF_RANGE}</Alert>;
  return (
    <DashboardFrame
      heading={`${title} – ${y}`}
      y={y}
      drill={drill}
      onCloseDrill={() => setDrill(null)}
    >
      <YtdCharts
        query={partsOf([summary], [title])}
        onBar={(measure, i, series) =>
          setDrill({
            d,
            filter: { measure: measureOf(i) },
            title: `${measure.title} ${series} ${y}: the projects`,
          })
        }
      />
      <PivotSection query={pivot} caption={`${title} ${y} actuals by month`} />
      <MonthlyCharts query={months} y={y} d={d} label="" onDrill={setDrill} />
      <LeaderboardAccordion
        d={d}
        y={y}
        onPick={(p) =>
          setDrill({
            d,
            filter: { r: p.role, userId: p.userId },
            title: `Projects of ${p.name} (${ROLE_NAMES[p.role]}), ${y}`,
          })
        }
      />
    </DashboardFrame>
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
  return (
    <DashboardFrame
      heading={`Group – ${y}`}
      y={y}
      drill={drill}
      onCloseDrill={() => setDrill(null)}
    >
      <YtdCharts
        query={partsOf(
          parts,
          DASHBOARD_DIVISIONS.map((d) => DIVISION_OF_SCOPE[d]),
        )}
        onBar={(measure, i, series, part) => {
          const d = DASHBOARD_DIVISIONS[part]!;
          setDrill({
            d,
            filter: { measure: measureOf(i) },
            title: `${DIVISION_OF_SCOPE[d]} ${measure.title} ${series} ${y}: the projects`,
          });
        }}
      />
      <PivotSection query={pivot} caption={`Group ${y} actuals by month`} />
      <MonthlyCharts query={months} y={y} d="group" label="Group " onDrill={setDrill} />
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
    </DashboardFrame>
  );
}

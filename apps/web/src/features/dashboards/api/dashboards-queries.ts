import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { TDashboardScope, TLeaderboardRole } from '@n5/shared/dashboards/constants';
import { dashboardsContract as c } from '@n5/shared/dashboards/contract';
import type { TDrillQuery } from '@n5/shared/dashboards/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const summaryQuery = (d: TDashboardScope, y: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.summary(d, y),
    queryFn: ({ signal }) => callApi(c.summaryByDivision, { query: { d, y } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const monthsQuery = (d: TDashboardScope, y: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.months(d, y),
    queryFn: ({ signal }) => callApi(c.summaryByMonth, { query: { d, y } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const pivotQuery = (d: TDashboardScope, y: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.pivot(d, y),
    queryFn: ({ signal }) => callApi(c.summaryPivot, { query: { d, y } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const goalLeaderboardQuery = (d: TDashboardScope, y: number, r: TLeaderboardRole) =>
  queryOptions({
    queryKey: queryKeys.dashboards.leaderboard('goals', d, y, r),
    queryFn: ({ signal }) => callApi(c.goalLeaderboard, { query: { d, y, r } }, { signal }),
  });

export const marginLeaderboardQuery = (d: TDashboardScope, y: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.leaderboard('margin', d, y, 'PM'),
    queryFn: ({ signal }) => callApi(c.marginLeaderboard, { query: { d, y, r: 'PM' } }, { signal }),
  });

export const revenueLeaderboardQuery = (d: TDashboardScope, y: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.leaderboard('revenue', d, y, 'PM'),
    queryFn: ({ signal }) =>
      callApi(c.revenueLeaderboard, { query: { d, y, r: 'PM' } }, { signal }),
  });

export type TDrillFilter = Omit<TDrillQuery, 'd' | 'y'>;

export const drillQuery = (d: TDashboardScope, y: number, filter: TDrillFilter) =>
  queryOptions({
    queryKey: queryKeys.dashboards.drill(d, y, filter),
    queryFn: ({ signal }) => callApi(c.drill, { query: { d, y, ...filter } }, { signal }),
  });

export const fetchGrossMarginByPm = (year: number) =>
  callApi(c.grossMarginByPm, { query: { year } });

export const recalculationQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.dashboards.recalculation(id),
    queryFn: ({ signal }) => callApi(c.recalculation, { params: { id } }, { signal }),
    // Poll until the job has really finished.
    refetchInterval: (query) =>
      query.state.data && ['done', 'failed'].includes(query.state.data.status) ? false : 1000,
  });

export function useRequestRecalculation() {
  return useMutation({ mutationFn: () => callApi(c.recalculate, { body: {} }) });
}

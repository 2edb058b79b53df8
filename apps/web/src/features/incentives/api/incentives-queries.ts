import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contractUrl } from '@n5/shared/core/contract-call';
import type { TIncentivePool, TLeadershipDivision } from '@n5/shared/incentives/constants';
import { incentivesContract as c } from '@n5/shared/incentives/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TYq {
  year: number;
  quarter: number;
}

export const leadershipQuery = (q: TYq) =>
  queryOptions({
    queryKey: queryKeys.incentives.quarter(q.year, q.quarter, 'leadership'),
    queryFn: ({ signal }) => callApi(c.leadershipIncentive, { query: q }, { signal }),
  });

export const positionQuery = (q: TYq) =>
  queryOptions({
    queryKey: queryKeys.incentives.quarter(q.year, q.quarter, 'position'),
    queryFn: ({ signal }) => callApi(c.positionIncentive, { query: q }, { signal }),
  });

export const candidatesQuery = queryOptions({
  queryKey: queryKeys.incentives.candidates(),
  queryFn: ({ signal }) => callApi(c.leaderCandidates, undefined, { signal }),
  staleTime: 5 * 60_000,
});

export const worksheetQuery = (q: TYq) =>
  queryOptions({
    queryKey: queryKeys.incentives.quarter(q.year, q.quarter, 'worksheet'),
    queryFn: ({ signal }) => callApi(c.worksheet, { query: q }, { signal }),
  });

export const summaryQuery = (year: number) =>
  queryOptions({
    queryKey: queryKeys.incentives.year(year, 'summary'),
    queryFn: ({ signal }) => callApi(c.summary, { query: { year } }, { signal }),
  });

export const poolQuery = (year: number) =>
  queryOptions({
    queryKey: queryKeys.incentives.year(year, 'pool'),
    queryFn: ({ signal }) => callApi(c.pool, { query: { year, division: 'Group' } }, { signal }),
  });

export const analysisQuery = (q: TYq, userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.incentives.analysis(q.year, q.quarter, userId),
    queryFn: ({ signal }) =>
      callApi(c.analysis, { query: { ...q, ...(userId ? { userID: userId } : {}) } }, { signal }),
  });

export const certificatesQuery = (q: TYq) =>
  queryOptions({
    queryKey: queryKeys.incentives.quarter(q.year, q.quarter, 'certificates'),
    queryFn: ({ signal }) => callApi(c.certificates, { query: q }, { signal }),
  });

export const certificatesPdfUrl = (q: TYq) => contractUrl(c.certificatesPdf, { query: q });

/** Any change moves every figure of incentives: refetch them all. */
function useInvalidateIncentives() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.incentives.all });
}

export function useSetStars(q: TYq) {
  const invalidate = useInvalidateIncentives();
  return useMutation({
    mutationFn: (input: { positionID: number; value: number }) =>
      callApi(c.setBonusPool, { body: { ...q, type: 'stars', ...input } }),
    onSuccess: invalidate,
  });
}

/** A position's standard weekly hours (null: paid by the hour, hours from timesheets). */
export function useSetWeeklyHours(q: TYq) {
  const invalidate = useInvalidateIncentives();
  return useMutation({
    mutationFn: (input: { positionID: number; value: string | null }) =>
      callApi(c.setBonusPool, { body: { ...q, type: 'weeklyHours', ...input } }),
    onSuccess: invalidate,
  });
}

export function useSetIncentivePercent(q: TYq) {
  const invalidate = useInvalidateIncentives();
  return useMutation({
    mutationFn: (input: { empUserID: number; value: string }) =>
      callApi(c.setBonusPool, { body: { ...q, type: 'IncentivePercent', ...input } }),
    onSuccess: invalidate,
  });
}

export function useAddLeader(q: TYq) {
  const invalidate = useInvalidateIncentives();
  return useMutation({
    mutationFn: (input: { empUserId: number; division: TLeadershipDivision }) =>
      callApi(c.addLeader, { body: { ...q, ...input } }),
    onSuccess: invalidate,
  });
}

export function useSetPool(year: number) {
  const invalidate = useInvalidateIncentives();
  return useMutation({
    mutationFn: (input: { quarter: number; pool: TIncentivePool; percent: string }) =>
      callApi(c.setPool, { body: { year, ...input } }),
    onSuccess: invalidate,
  });
}

export function useLockQuarter(year: number) {
  const invalidate = useInvalidateIncentives();
  return useMutation({
    mutationFn: (quarter: number) => callApi(c.lock, { body: { year, quarter } }),
    onSuccess: invalidate,
  });
}

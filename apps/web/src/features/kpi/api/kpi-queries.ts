import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { kpiContract as c } from '@n5/shared/kpi/contract';
import type { z } from 'zod';
import type { ZSaveKpiSettingBody } from '@n5/shared/kpi/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TPicked {
  year: number;
  quarter: number;
}
const q = (p: TPicked) => ({ query: { year: p.year, quarter: p.quarter } });
const part = <T>(p: TPicked, name: string, fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: queryKeys.kpi.part(p.year, p.quarter, name),
    queryFn: ({ signal }) => fetch(signal),
  });

export const kpiQuery = (p: TPicked) =>
  part(p, 'kpi', (signal) => callApi(c.kpi, q(p), { signal }));
export const npsByDivisionQuery = (p: TPicked) =>
  part(
    p,
    'nps-division',
    async (signal) => (await callApi(c.npsByDivision, q(p), { signal })).NPSByDivision,
  );
export const npsByBidTypeQuery = (p: TPicked) =>
  part(
    p,
    'nps-bid-type',
    async (signal) => (await callApi(c.npsByBidType, q(p), { signal })).NPSByBidType,
  );
export const npsTotalQuery = (p: TPicked) =>
  part(
    p,
    'nps-total',
    async (signal) => (await callApi(c.npsByCompany, q(p), { signal })).NPSByCompany,
  );
export const timelyInvoicingQuery = (p: TPicked) =>
  part(
    p,
    'timely-invoicing',
    async (signal) => (await callApi(c.timelyInvoicing, q(p), { signal })).timelyInvoicing,
  );
export const timelyInvoicingDetailQuery = (p: TPicked, userId: number) =>
  queryOptions({
    queryKey: queryKeys.kpi.invoicingDetail(p.year, p.quarter, userId),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          c.timelyInvoicingDetail,
          { ...q(p), params: { userId: String(userId) } },
          { signal },
        )
      ).detail,
  });
export const dataTablesQuery = (p: TPicked) =>
  part(p, 'data-tables', (signal) => callApi(c.dataTables, q(p), { signal }));
export const surveyLeaderboardQuery = (p: TPicked) =>
  part(
    p,
    'survey-leaderboard',
    async (signal) => (await callApi(c.surveyLeaderboard, q(p), { signal })).leaderboard,
  );
export const profImageQuery = (p: TPicked) =>
  part(p, 'prof-image', (signal) => callApi(c.profImageLeaderboard, q(p), { signal }));
export const inspectionDetailQuery = (
  KPIEventID: string,
  type: 'Fleet' | 'Uniform' | 'Warehouse' | 'Safety',
) =>
  queryOptions({
    queryKey: queryKeys.kpi.inspection(KPIEventID),
    queryFn: ({ signal }) =>
      callApi(c.inspectionDetail, { query: { KPIEventID, type } }, { signal }),
  });
export const kpiSettingsQuery = queryOptions({
  queryKey: queryKeys.kpi.settings(),
  queryFn: async ({ signal }) => (await callApi(c.settings, {}, { signal })).settings,
});

/** An admin saves a KPI's settings; every quarter's figures are read again. */
export function useSaveKpiSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof ZSaveKpiSettingBody>) => callApi(c.saveSetting, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.kpi.all }),
  });
}

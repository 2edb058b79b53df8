import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { auditContract as c } from '@n5/shared/audit/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The audit screen's filters, as the query string sends them (empty ones left out). */
export interface TAuditFilters {
  userId: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
}

const given = (filters: TAuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')) as Partial<
    Record<keyof TAuditFilters, string>
  >;

/** GET /api/audit/log: pages of 50, newest first; the next page starts before the last row. */
export const auditLogQuery = (filters: TAuditFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.audit.log(given(filters)),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        c.listAuditLog,
        { query: { ...given(filters), ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextBefore,
  });

/** GET /api/audit/filters: the record types and the users. */
export const auditFiltersQuery = queryOptions({
  queryKey: queryKeys.audit.filters(),
  queryFn: ({ signal }) => callApi(c.auditFilters, {}, { signal }),
  staleTime: 60_000,
});

/** GET /api/audit/project/:id: a project's History panel. */
export const projectHistoryQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.audit.project(projectId),
    queryFn: async ({ signal }) =>
      (await callApi(c.projectHistory, { params: { id: String(projectId) } }, { signal })).entries,
  });

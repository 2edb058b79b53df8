import { queryOptions } from '@tanstack/react-query';
import type { TInclusionStage } from '@n5/shared/estimating/constants';
import { inclusionsContract as c } from '@n5/shared/inclusions/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const stageTotalsQuery = (projectId: number, stage: TInclusionStage) =>
  queryOptions({
    queryKey: queryKeys.project.inclusions.totals(projectId, stage),
    queryFn: ({ signal }) =>
      callApi(c.totals, { params: { projectId, status: stage } }, { signal }),
  });

/** A sub-category's rows by contract: fetched when first expanded, then kept (toggling shows them). */
export const stageDetailQuery = (
  projectId: number,
  stage: TInclusionStage,
  row: { category_id: number; sub_category_id: number },
) =>
  queryOptions({
    queryKey: queryKeys.project.inclusions.detail(projectId, stage, row.sub_category_id),
    queryFn: ({ signal }) =>
      callApi(
        c.detail,
        {
          params: {
            projectId,
            categoryId: row.category_id,
            subCategoryId: row.sub_category_id,
            contractStageType: stage,
          },
        },
        { signal },
      ),
    staleTime: Infinity,
  });

export const legacyInclusionsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.inclusions.legacy(projectId),
    queryFn: ({ signal }) => callApi(c.legacy, { query: { projectID: projectId } }, { signal }),
  });

export const alternateInclusionsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.inclusions.alternates(projectId),
    queryFn: ({ signal }) =>
      callApi(c.alternateInclusions, { query: { projectID: projectId } }, { signal }),
  });

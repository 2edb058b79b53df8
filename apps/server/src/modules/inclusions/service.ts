import type { TInclusionStage } from '@n5/shared/estimating/constants';
import type { TInclusionsDeps } from './deps';
import { getLegacyInclusions } from './use-cases/get-legacy-inclusions';
import { getStageDetail } from './use-cases/get-stage-detail';
import { getStageTotals } from './use-cases/get-stage-totals';
import { listAlternateContractTypes } from './use-cases/list-alternate-contract-types';
import { listAlternateInclusions } from './use-cases/list-alternate-inclusions';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * The Inclusions tab's summaries: read-only, every figure summed by PostgreSQL. The service only
 * composes the use cases (`use-cases/<verb-noun>.ts`).
 */
export function createInclusionsService(deps: TInclusionsDeps) {
  return {
    totals: (projectId: number, stage: TInclusionStage) =>
      getStageTotals(deps, { projectId, stage }),
    detail: (params: TInput<typeof getStageDetail>) => getStageDetail(deps, params),
    alternateContractTypes: (projectId: number) => listAlternateContractTypes(deps, { projectId }),
    alternateInclusions: (projectId: number) => listAlternateInclusions(deps, { projectId }),
    legacy: (projectId: number) => getLegacyInclusions(deps, { projectId }),
  };
}

export type TInclusionsService = ReturnType<typeof createInclusionsService>;

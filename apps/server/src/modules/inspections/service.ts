import type { TCriteriaType, TInspectionType } from '@n5/shared/inspections/rules';
import type { TSaveResultInput } from '@n5/shared/inspections/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TInspectionsDeps } from './deps';
import { deleteInspection } from './use-cases/delete-inspection';
import { getResults } from './use-cases/get-results';
import { listCriteria } from './use-cases/list-criteria';
import { listEvents } from './use-cases/list-events';
import { listProjectOptions } from './use-cases/list-project-options';
import { listVans } from './use-cases/list-vans';
import { saveResult } from './use-cases/save-result';

/**
 * Inspections (spec 2 §2.6, §2.16, §4, §5): checklists by type, inspections with a score by the
 * shared rule (share of the maximum), each answer saved on its own. Anyone of the office may
 * inspect; an inspection is changed or deleted by the person who did it, or an admin. The
 * service only composes the use cases (`use-cases/<verb-noun>.ts`).
 */
export function createInspectionsService(deps: TInspectionsDeps) {
  return {
    criteria: (type: TCriteriaType) => listCriteria(deps, { type }),
    vans: () => listVans(deps),
    projectOptions: () => listProjectOptions(deps),
    events: (type: TInspectionType) => listEvents(deps, { type }),
    results: (type: TInspectionType, kpiEventId: string) => getResults(deps, { type, kpiEventId }),
    saveResult: (type: TInspectionType, input: TSaveResultInput, user: TUser) =>
      saveResult(deps, { type, save: input }, user),
    remove: (kpiEventId: string, user: TUser) => deleteInspection(deps, { kpiEventId }, user),
  };
}

export type TInspectionsService = ReturnType<typeof createInspectionsService>;

import { inspectionTypeOf, type TCriteriaType } from '@n5/shared/inspections/rules';
import type { TInspectionsDeps } from '../deps';
import { listCriteria as selectCriteria } from '../queries';

/** The checklist of a type. */
export async function listCriteria(deps: TInspectionsDeps, input: { type: TCriteriaType }) {
  return { criteria: await selectCriteria(deps.db, inspectionTypeOf(input.type)) };
}

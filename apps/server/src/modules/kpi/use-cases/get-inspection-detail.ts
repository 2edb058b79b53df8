import type { TInspectionType } from '@n5/shared/inspections/rules';
import type { TKpiDeps } from '../deps';
import { notFound } from '../../../lib/errors';

const CRITERIA_TYPE = {
  Fleet: 'Van',
  Uniform: 'Uniform',
  Warehouse: 'Warehouse',
  Safety: 'Safety',
} as const;

/** The read-only inspection dialog of the survey tables: every criterion with its answer. */
export async function getInspectionDetail(
  deps: Pick<TKpiDeps, 'inspections'>,
  input: { KPIEventID: string; type: TInspectionType },
) {
  const [{ criteria }, { event, results }] = await Promise.all([
    deps.inspections.criteria(CRITERIA_TYPE[input.type]),
    deps.inspections.results(input.type, input.KPIEventID),
  ]);
  if (!event) throw notFound(`There is no inspection ${input.KPIEventID}.`);
  const values = new Map(results.map((r) => [r.CriteriaID, r.Value]));
  return {
    criteria: criteria.map((c) => ({
      ID: c.ID,
      Criteria: c.Criteria,
      Options: c.Options,
      Section: c.Section,
      Value: values.get(c.ID) ?? null,
    })),
    comments: event.Comments,
  };
}

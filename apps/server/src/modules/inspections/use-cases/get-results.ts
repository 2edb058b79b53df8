import type { TInspectionType } from '@n5/shared/inspections/rules';
import { notFound } from '../../../lib/errors';
import { LABEL, withScore, type TInspectionsDeps } from '../deps';
import { findEvent, listResults } from '../queries';

/** One inspection of a type with its answers (none yet: no inspection, no answers). */
export async function getResults(
  deps: TInspectionsDeps,
  input: { type: TInspectionType; kpiEventId: string },
) {
  const { db } = deps;
  const { type, kpiEventId } = input;
  const event = await findEvent(db, kpiEventId);
  if (!event) return { event: null, results: [] };
  if (event.Type !== type) {
    throw notFound(`There is no ${LABEL[type]} inspection ${kpiEventId}.`);
  }
  const answers = await listResults(db, [kpiEventId]);
  return {
    event: withScore(event, answers),
    results: answers.map(({ CriteriaID, Value, Options }) => ({ CriteriaID, Value, Options })),
  };
}

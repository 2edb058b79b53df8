import type { TInspectionType } from '@n5/shared/inspections/rules';
import { withScore, type TInspectionsDeps } from '../deps';
import { listEvents as selectEvents, listTypeResults } from '../queries';

/** The inspections of a type, each with its score. */
export async function listEvents(deps: TInspectionsDeps, input: { type: TInspectionType }) {
  const { db } = deps;
  const [rows, answers] = await Promise.all([
    selectEvents(db, input.type),
    listTypeResults(db, input.type),
  ]);
  const byEvent = new Map<string, Array<{ Options: string; Value: string }>>();
  for (const a of answers) byEvent.set(a.KPIEventID, [...(byEvent.get(a.KPIEventID) ?? []), a]);
  return { events: rows.map((row) => withScore(row, byEvent.get(row.KPIEventID) ?? [])) };
}

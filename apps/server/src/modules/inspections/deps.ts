import { inspectionScore, type TInspectionType } from '@n5/shared/inspections/rules';
import type { TInspection } from '@n5/shared/inspections/schemas';
import { isAdmin } from '@n5/shared/permissions/can';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb, TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findEvent, listResults } from './queries';

/** What every inspections use case is handed: the database. */
export interface TInspectionsDeps {
  db: TDb;
}

export type TEventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** How a message names an inspection type. */
export const LABEL: Record<TInspectionType, string> = {
  Fleet: 'fleet',
  Uniform: 'uniform and presentation',
  Warehouse: 'warehouse',
  Safety: 'safety',
};

/** An inspection with its score by the shared rule (share of the maximum). */
export const withScore = (
  event: TEventRow,
  answers: ReadonlyArray<{ Options: string; Value: string }>,
): TInspection => ({
  ...event,
  Type: event.Type as TInspectionType,
  score: inspectionScore(answers.map((a) => ({ options: a.Options, value: a.Value }))),
});

/** The inspection with its score, or 404. */
export async function scoredEvent(tx: TDbOrTx, kpiEventId: string) {
  const event = await findEvent(tx, kpiEventId);
  if (!event) throw notFound(`There is no inspection ${kpiEventId}.`);
  return withScore(event, await listResults(tx, [kpiEventId]));
}

/** An inspection is changed or deleted by the person who did it, or an admin. */
export function mayChange(event: TEventRow, user: TUser) {
  return event.SurveyorID === user.UserID || isAdmin(user);
}

import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { forbidden, notFound } from '../../../lib/errors';
import { mayChange, type TInspectionsDeps } from '../deps';
import { deleteEvent, findEvent } from '../queries';

/** Deletes an inspection (its person or an admin), with its audit row. */
export async function deleteInspection(
  deps: TInspectionsDeps,
  input: { kpiEventId: string },
  user: TUser,
) {
  const { db } = deps;
  const { kpiEventId } = input;
  const event = await findEvent(db, kpiEventId);
  if (!event) throw notFound(`There is no inspection ${kpiEventId}.`);
  if (!mayChange(event, user)) {
    throw forbidden('Only the person who did this inspection, or an admin, may delete it.');
  }
  await db.transaction(async (tx) => {
    if (!(await deleteEvent(tx, kpiEventId))) return;
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'kpi_event',
      entityId: kpiEventId,
      action: 'delete',
      before: {
        type: event.Type,
        userId: event.UserID,
        vanId: event.VanID,
        location: event.Location,
        projectId: event.ProjectID,
        surveyDate: event.SurveyDate,
      },
    });
  });
  return { message: 'The inspection was deleted.' };
}

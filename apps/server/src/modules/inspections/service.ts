import {
  inspectionScore,
  inspectionTypeOf,
  missingHeaderMessage,
  valueProblem,
  type TCriteriaType,
  type TInspectionType,
} from '@n5/shared/inspections/rules';
import type { TInspection, TSaveResultInput } from '@n5/shared/inspections/schemas';
import { isAdmin } from '@n5/shared/permissions/can';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb, TDbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  deleteEvent,
  deleteResult,
  findCriterion,
  findEvent,
  findResultValue,
  insertEvent,
  listCriteria,
  listEvents,
  listProjectOptions,
  listResults,
  listTypeResults,
  listVans,
  projectExists,
  updateEventHeader,
  upsertResult,
  userExists,
  vanExists,
} from './queries';

type TEventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

const LABEL: Record<TInspectionType, string> = {
  Fleet: 'fleet',
  Uniform: 'uniform and presentation',
  Warehouse: 'warehouse',
  Safety: 'safety',
};

/**
 * Inspections (spec 2 §2.6, §2.16, §4, §5): checklists by type, inspections with a score by the
 * shared rule (share of the maximum), each answer saved on its own. Anyone of the office may
 * inspect; an inspection is changed or deleted by the person who did it, or an admin.
 */
export function createInspectionsService({ db }: { db: TDb }) {
  const withScore = (
    event: TEventRow,
    answers: ReadonlyArray<{ Options: string; Value: string }>,
  ): TInspection => ({
    ...event,
    Type: event.Type as TInspectionType,
    score: inspectionScore(answers.map((a) => ({ options: a.Options, value: a.Value }))),
  });

  async function events(type: TInspectionType) {
    const [rows, answers] = await Promise.all([listEvents(db, type), listTypeResults(db, type)]);
    const byEvent = new Map<string, Array<{ Options: string; Value: string }>>();
    for (const a of answers) byEvent.set(a.KPIEventID, [...(byEvent.get(a.KPIEventID) ?? []), a]);
    return { events: rows.map((row) => withScore(row, byEvent.get(row.KPIEventID) ?? [])) };
  }

  async function scoredEvent(tx: TDbOrTx, kpiEventId: string) {
    const event = await findEvent(tx, kpiEventId);
    if (!event) throw notFound(`There is no inspection ${kpiEventId}.`);
    return withScore(event, await listResults(tx, [kpiEventId]));
  }

  async function results(type: TInspectionType, kpiEventId: string) {
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

  function mayChange(event: TEventRow, user: TUser) {
    return event.SurveyorID === user.UserID || isAdmin(user);
  }

  /** The header as the checklist keeps it: only the fields its type has. */
  function headerOf(type: TInspectionType, input: TSaveResultInput) {
    return {
      userId: type === 'Fleet' || type === 'Uniform' ? (input.userID ?? null) : null,
      vanId: type === 'Fleet' ? (input.van ?? null) : null,
      location: type === 'Uniform' || type === 'Safety' ? (input.location ?? null) : null,
      projectId: type === 'Safety' ? (input.projectID ?? null) : null,
      comments: type === 'Safety' ? (input.comments ?? null) : null,
      surveyDate: input.surveyDate ?? null,
    };
  }

  async function checkReferences(header: ReturnType<typeof headerOf>) {
    if (header.userId !== null && !(await userExists(db, header.userId))) {
      throw notFound(`There is no team member ${header.userId}.`);
    }
    if (header.vanId !== null && !(await vanExists(db, header.vanId))) {
      throw notFound(`There is no vehicle ${header.vanId}.`);
    }
    if (header.projectId !== null && !(await projectExists(db, header.projectId))) {
      throw notFound(`There is no project ${header.projectId}.`);
    }
  }

  /**
   * One save of a checklist: the header (created with the first save, kept up to date after)
   * and one criterion's answer (null clears it), with their audit rows, in one transaction.
   */
  async function saveResult(type: TInspectionType, input: TSaveResultInput, user: TUser) {
    const header = headerOf(type, input);
    const missing = missingHeaderMessage(type, {
      userID: header.userId,
      van: header.vanId,
      location: header.location,
      projectID: header.projectId,
      surveyDate: header.surveyDate,
    });
    if (missing) throw badRequest(missing);
    const surveyDate = header.surveyDate!;
    const checkExisting = (existing: TEventRow | null) => {
      if (existing && existing.Type !== type) {
        throw conflict(
          `Inspection ${input.KPIEventID} is a ${LABEL[existing.Type as TInspectionType]} inspection.`,
        );
      }
      if (existing && !mayChange(existing, user)) {
        throw forbidden('Only the person who did this inspection, or an admin, may change it.');
      }
    };
    checkExisting(await findEvent(db, input.KPIEventID));
    let criteriaId: number | null = null;
    if (input.criteriaID !== null) {
      criteriaId = input.criteriaID;
      const criterion = await findCriterion(db, criteriaId);
      if (!criterion || criterion.type !== type) {
        throw notFound(`There is no ${LABEL[type]} criterion ${criteriaId}.`);
      }
      const problem = valueProblem(criterion.options, input.value);
      if (problem) throw badRequest(`The value of “${criterion.criteria}” ${problem}.`);
      if (!criterion.active && input.value !== null) {
        throw badRequest(`“${criterion.criteria}” is no longer on the checklist.`);
      }
    }
    await checkReferences(header);

    return db.transaction(async (tx) => {
      const row = { ...header, surveyDate };
      // Two first saves of a new inspection may race (two quick clicks): one creates it, the
      // other finds it and goes on as a change, checked again inside the transaction.
      const created = await insertEvent(tx, {
        kpiEventId: input.KPIEventID,
        type,
        surveyorId: user.UserID,
        ...row,
      });
      const existing = created ? null : await findEvent(tx, input.KPIEventID);
      checkExisting(existing);
      if (!existing) {
        await recordAudit(tx, {
          userId: user.UserID,
          entity: 'kpi_event',
          entityId: input.KPIEventID,
          action: 'insert',
          after: { type, ...row },
        });
      } else {
        const before = {
          userId: existing.UserID,
          vanId: existing.VanID,
          location: existing.Location,
          projectId: existing.ProjectID,
          comments: existing.Comments,
          surveyDate: existing.SurveyDate,
        };
        if (JSON.stringify(before) !== JSON.stringify(row)) {
          await updateEventHeader(tx, input.KPIEventID, row);
          await recordAudit(tx, {
            userId: user.UserID,
            entity: 'kpi_event',
            entityId: input.KPIEventID,
            action: 'update',
            before,
            after: row,
          });
        }
      }
      if (criteriaId !== null) {
        const old = await findResultValue(tx, input.KPIEventID, criteriaId);
        if (old !== input.value) {
          if (input.value === null) await deleteResult(tx, input.KPIEventID, criteriaId);
          else {
            await upsertResult(tx, {
              kpiEventId: input.KPIEventID,
              criteriaId,
              value: input.value,
            });
          }
          await recordAudit(tx, {
            userId: user.UserID,
            entity: 'kpi_result',
            entityId: `${input.KPIEventID}:${criteriaId}`,
            action: old === null ? 'insert' : input.value === null ? 'delete' : 'update',
            before: old === null ? null : { value: old },
            after: input.value === null ? null : { value: input.value },
          });
        }
      }
      return { event: await scoredEvent(tx, input.KPIEventID) };
    });
  }

  async function remove(kpiEventId: string, user: TUser) {
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

  return {
    criteria: async (type: TCriteriaType) => ({
      criteria: await listCriteria(db, inspectionTypeOf(type)),
    }),
    vans: async () => ({ vans: await listVans(db) }),
    projectOptions: async () => ({ projectOptions: await listProjectOptions(db) }),
    events,
    results,
    saveResult,
    remove,
  };
}

export type TInspectionsService = ReturnType<typeof createInspectionsService>;

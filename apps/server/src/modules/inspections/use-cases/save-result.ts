import {
  missingHeaderMessage,
  valueProblem,
  type TInspectionType,
} from '@n5/shared/inspections/rules';
import type { TSaveResultInput } from '@n5/shared/inspections/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb, TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { LABEL, mayChange, scoredEvent, type TEventRow, type TInspectionsDeps } from '../deps';
import {
  deleteResult,
  findCriterion,
  findEvent,
  findResultValue,
  insertEvent,
  projectExists,
  updateEventHeader,
  upsertResult,
  userExists,
  vanExists,
} from '../queries';

type TSave = { type: TInspectionType; input: TSaveResultInput; user: TUser };
type THeader = ReturnType<typeof headerOf>;

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

async function checkReferences(db: TDb, header: THeader) {
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

/** An existing inspection must be of this type and the user's to change. */
function checkExisting({ type, input, user }: TSave, existing: TEventRow | null) {
  if (existing && existing.Type !== type) {
    throw conflict(
      `Inspection ${input.KPIEventID} is a ${LABEL[existing.Type as TInspectionType]} inspection.`,
    );
  }
  if (existing && !mayChange(existing, user)) {
    throw forbidden('Only the person who did this inspection, or an admin, may change it.');
  }
}

/** The criterion answered (null: none), checked against its type, options and being active. */
async function criterionIdOr4xx(db: TDb, { type, input }: TSave) {
  if (input.criteriaID === null) return null;
  const criteriaId = input.criteriaID;
  const criterion = await findCriterion(db, criteriaId);
  if (!criterion || criterion.type !== type) {
    throw notFound(`There is no ${LABEL[type]} criterion ${criteriaId}.`);
  }
  const problem = valueProblem(criterion.options, input.value);
  if (problem) throw badRequest(`The value of “${criterion.criteria}” ${problem}.`);
  if (!criterion.active && input.value !== null) {
    throw badRequest(`“${criterion.criteria}” is no longer on the checklist.`);
  }
  return criteriaId;
}

/** Creates the header with the first save, or keeps it up to date after, with its audit row. */
async function writeHeader(tx: TDbOrTx, save: TSave, row: THeader & { surveyDate: string }) {
  const { type, input, user } = save;
  // Two first saves of a new inspection may race (two quick clicks): one creates it, the
  // other finds it and goes on as a change, checked again inside the transaction.
  const created = await insertEvent(tx, {
    kpiEventId: input.KPIEventID,
    type,
    surveyorId: user.UserID,
    ...row,
  });
  const existing = created ? null : await findEvent(tx, input.KPIEventID);
  checkExisting(save, existing);
  const audit = { userId: user.UserID, entity: 'kpi_event', entityId: input.KPIEventID };
  if (!existing) {
    await recordAudit(tx, { ...audit, action: 'insert', after: { type, ...row } });
    return;
  }
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
    await recordAudit(tx, { ...audit, action: 'update', before, after: row });
  }
}

/** Sets one criterion's answer (null clears it), with its audit row when it changed. */
async function writeAnswer(tx: TDbOrTx, { input, user }: TSave, criteriaId: number) {
  const old = await findResultValue(tx, input.KPIEventID, criteriaId);
  if (old === input.value) return;
  if (input.value === null) await deleteResult(tx, input.KPIEventID, criteriaId);
  else {
    await upsertResult(tx, { kpiEventId: input.KPIEventID, criteriaId, value: input.value });
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

/**
 * One save of a checklist: the header (created with the first save, kept up to date after)
 * and one criterion's answer (null clears it), with their audit rows, in one transaction.
 */
export async function saveResult(
  deps: TInspectionsDeps,
  input: { type: TInspectionType; save: TSaveResultInput },
  user: TUser,
) {
  const { db } = deps;
  const save: TSave = { type: input.type, input: input.save, user };
  const header = headerOf(input.type, input.save);
  const missing = missingHeaderMessage(input.type, {
    userID: header.userId,
    van: header.vanId,
    location: header.location,
    projectID: header.projectId,
    surveyDate: header.surveyDate,
  });
  if (missing) throw badRequest(missing);
  const surveyDate = header.surveyDate!;
  checkExisting(save, await findEvent(db, input.save.KPIEventID));
  const criteriaId = await criterionIdOr4xx(db, save);
  await checkReferences(db, header);

  return db.transaction(async (tx) => {
    await writeHeader(tx, save, { ...header, surveyDate });
    if (criteriaId !== null) await writeAnswer(tx, save, criteriaId);
    return { event: await scoredEvent(tx, input.save.KPIEventID) };
  });
}

import { aliasedTable, and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TInspectionType } from '@n5/shared/inspections/rules';
import type { TDbOrTx } from '../../db/client';
import { kpiCriteria, kpiEvents, kpiResults, projects, users, vans } from '../../db/schema/index';

/** A checklist's active criteria in row order. */
export async function listCriteria(db: TDbOrTx, type: TInspectionType) {
  return db
    .select({
      ID: kpiCriteria.criteriaId,
      RowNumber: kpiCriteria.rowNumber,
      Criteria: kpiCriteria.criteria,
      Options: kpiCriteria.options,
      Section: kpiCriteria.section,
    })
    .from(kpiCriteria)
    .where(and(eq(kpiCriteria.type, type), eq(kpiCriteria.active, true)))
    .orderBy(asc(kpiCriteria.rowNumber));
}

export async function findCriterion(db: TDbOrTx, criteriaId: number) {
  const [row] = await db
    .select({
      type: kpiCriteria.type,
      options: kpiCriteria.options,
      criteria: kpiCriteria.criteria,
      active: kpiCriteria.active,
    })
    .from(kpiCriteria)
    .where(eq(kpiCriteria.criteriaId, criteriaId));
  return row ?? null;
}

export async function listVans(db: TDbOrTx) {
  return db
    .select({ VanID: vans.vanId, Van: vans.name })
    .from(vans)
    .where(eq(vans.active, true))
    .orderBy(asc(vans.name));
}

export async function vanExists(db: TDbOrTx, vanId: number) {
  const [row] = await db.select({ id: vans.vanId }).from(vans).where(eq(vans.vanId, vanId));
  return !!row;
}

export async function userExists(db: TDbOrTx, userId: number) {
  const [row] = await db.select({ id: users.userId }).from(users).where(eq(users.userId, userId));
  return !!row;
}

export async function projectExists(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.projectId })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return !!row;
}

/** Projects a safety inspection may be of: every project not canceled or rejected, by name. */
export async function listProjectOptions(db: TDbOrTx) {
  return db
    .select({ ProjectID: projects.projectId, ProjectName: projects.projectName })
    .from(projects)
    .where(notInArray(projects.stageType, ['Canceled', 'Rejected']))
    .orderBy(asc(projects.projectName), asc(projects.projectId));
}

const member = aliasedTable(users, 'member');
const surveyor = aliasedTable(users, 'surveyor');

const eventColumns = {
  KPIEventID: sql<string>`${kpiEvents.kpiEventId}::text`,
  Type: kpiEvents.type,
  UserID: kpiEvents.userId,
  name: member.displayName,
  VanID: kpiEvents.vanId,
  Van: vans.name,
  Location: kpiEvents.location,
  ProjectID: kpiEvents.projectId,
  ProjectName: projects.projectName,
  Comments: kpiEvents.comments,
  SurveyDate: sql<string>`${kpiEvents.surveyDate}::text`,
  SurveyorID: kpiEvents.surveyorId,
  surveyor: surveyor.displayName,
};

function eventsQuery(db: TDbOrTx) {
  return db
    .select(eventColumns)
    .from(kpiEvents)
    .leftJoin(member, eq(member.userId, kpiEvents.userId))
    .leftJoin(surveyor, eq(surveyor.userId, kpiEvents.surveyorId))
    .leftJoin(vans, eq(vans.vanId, kpiEvents.vanId))
    .leftJoin(projects, eq(projects.projectId, kpiEvents.projectId));
}

/** A type's inspections, newest survey first (the score is the service's). */
export async function listEvents(db: TDbOrTx, type: TInspectionType) {
  return eventsQuery(db)
    .where(eq(kpiEvents.type, type))
    .orderBy(desc(kpiEvents.surveyDate), desc(kpiEvents.createdAt));
}

export async function findEvent(db: TDbOrTx, kpiEventId: string) {
  const [row] = await eventsQuery(db).where(eq(kpiEvents.kpiEventId, kpiEventId));
  return row ?? null;
}

/** The answers of the given inspections with their criterion's options; one statement. */
export async function listResults(db: TDbOrTx, kpiEventIds: readonly string[]) {
  if (kpiEventIds.length === 0) return [];
  return db
    .select({
      KPIEventID: sql<string>`${kpiResults.kpiEventId}::text`,
      CriteriaID: kpiResults.criteriaId,
      Value: kpiResults.value,
      Options: kpiCriteria.options,
      RowNumber: kpiCriteria.rowNumber,
    })
    .from(kpiResults)
    .innerJoin(kpiCriteria, eq(kpiCriteria.criteriaId, kpiResults.criteriaId))
    .where(inArray(kpiResults.kpiEventId, [...kpiEventIds]))
    .orderBy(asc(kpiCriteria.rowNumber));
}

/** The answers of every inspection of a type, for the list's scores; one statement. */
export async function listTypeResults(db: TDbOrTx, type: TInspectionType) {
  return db
    .select({
      KPIEventID: sql<string>`${kpiResults.kpiEventId}::text`,
      Value: kpiResults.value,
      Options: kpiCriteria.options,
    })
    .from(kpiResults)
    .innerJoin(kpiCriteria, eq(kpiCriteria.criteriaId, kpiResults.criteriaId))
    .innerJoin(kpiEvents, eq(kpiEvents.kpiEventId, kpiResults.kpiEventId))
    .where(eq(kpiEvents.type, type));
}

export interface TEventHeaderRow {
  kpiEventId: string;
  type: TInspectionType;
  userId: number | null;
  vanId: number | null;
  location: string | null;
  projectId: number | null;
  comments: string | null;
  surveyDate: string;
  surveyorId: number;
}

/** Creates the inspection; false when its id is already taken (a save that raced this one). */
export async function insertEvent(db: TDbOrTx, row: TEventHeaderRow) {
  const inserted = await db
    .insert(kpiEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: kpiEvents.kpiEventId });
  return inserted.length > 0;
}

export async function updateEventHeader(
  db: TDbOrTx,
  kpiEventId: string,
  header: Omit<TEventHeaderRow, 'kpiEventId' | 'type' | 'surveyorId'>,
) {
  await db.update(kpiEvents).set(header).where(eq(kpiEvents.kpiEventId, kpiEventId));
}

export async function findResultValue(db: TDbOrTx, kpiEventId: string, criteriaId: number) {
  const [row] = await db
    .select({ value: kpiResults.value })
    .from(kpiResults)
    .where(and(eq(kpiResults.kpiEventId, kpiEventId), eq(kpiResults.criteriaId, criteriaId)));
  return row?.value ?? null;
}

export async function upsertResult(
  db: TDbOrTx,
  row: { kpiEventId: string; criteriaId: number; value: string },
) {
  await db
    .insert(kpiResults)
    .values(row)
    .onConflictDoUpdate({
      target: [kpiResults.kpiEventId, kpiResults.criteriaId],
      set: { value: row.value },
    });
}

export async function deleteResult(db: TDbOrTx, kpiEventId: string, criteriaId: number) {
  await db
    .delete(kpiResults)
    .where(and(eq(kpiResults.kpiEventId, kpiEventId), eq(kpiResults.criteriaId, criteriaId)));
}

export async function deleteEvent(db: TDbOrTx, kpiEventId: string) {
  const deleted = await db
    .delete(kpiEvents)
    .where(eq(kpiEvents.kpiEventId, kpiEventId))
    .returning({ id: kpiEvents.kpiEventId });
  return deleted.length > 0;
}

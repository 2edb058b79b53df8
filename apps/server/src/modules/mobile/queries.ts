import { aliasedTable, and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  companies,
  fieldAssignments,
  jobStartupSignatures,
  projects,
  users,
} from '../../db/schema/index';

/**
 * Every project for the field list, in one statement: stage, the ME marker (the user is its PM,
 * PE or SI) and the job start-up marker (In Progress and never signed).
 */
export async function listMobileProjects(db: TDbOrTx, userId: number) {
  return db
    .select({
      projectID: projects.projectId,
      projectName: projects.projectName,
      companyName: companies.companyName,
      workLocationName: projects.workLocationName,
      stageType: projects.stageType,
      myProjectInd: sql<
        0 | 1
      >`(case when ${userId} in (${projects.projectManagerId}, ${projects.projectEngineerId}, ${projects.superintendentId}) then 1 else 0 end)::int`,
      awaitingJobStartupInd: sql<
        0 | 1
      >`(case when ${projects.stageType} = 'In Progress' and ${projects.jobStartupSignedAt} is null then 1 else 0 end)::int`,
    })
    .from(projects)
    .leftJoin(companies, eq(companies.companyId, projects.clientCompanyId))
    .orderBy(asc(projects.projectName), asc(projects.projectId));
}

const pm = aliasedTable(users, 'pm');
const pe = aliasedTable(users, 'pe');
const si = aliasedTable(users, 'si');

export async function findMobileProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      projectID: projects.projectId,
      projectName: projects.projectName,
      projectDescription: projects.projectDescription,
      companyName: companies.companyName,
      workLocationName: projects.workLocationName,
      workLocationAddress: projects.workLocationAddress,
      stageType: projects.stageType,
      projectManager: projects.projectManagerId,
      projectEngineer: projects.projectEngineerId,
      superintendent: projects.superintendentId,
      PMDisplayName: pm.displayName,
      PEDisplayName: pe.displayName,
      SIDisplayName: si.displayName,
      jobStartupSignedAt: projects.jobStartupSignedAt,
    })
    .from(projects)
    .leftJoin(companies, eq(companies.companyId, projects.clientCompanyId))
    .leftJoin(pm, eq(pm.userId, projects.projectManagerId))
    .leftJoin(pe, eq(pe.userId, projects.projectEngineerId))
    .leftJoin(si, eq(si.userId, projects.superintendentId))
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

/** Names, locations and client companies of the projects a dispatch day names. */
export async function listProjectLabels(db: TDbOrTx, projectIds: readonly number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectID: projects.projectId,
      projectName: projects.projectName,
      workLocationName: projects.workLocationName,
      companyName: companies.companyName,
    })
    .from(projects)
    .leftJoin(companies, eq(companies.companyId, projects.clientCompanyId))
    .where(inArray(projects.projectId, [...projectIds]));
}

export async function findUserName(db: TDbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId, displayName: users.displayName })
    .from(users)
    .where(eq(users.userId, userId));
  return row ?? null;
}

/** One user's assignments over a span of days, with the project names (one statement). */
export async function listUserAssignments(
  db: TDbOrTx,
  params: { userId: number; from: string; to: string },
) {
  return db
    .select({
      assignmentID: fieldAssignments.assignmentId,
      date: fieldAssignments.assignmentDate,
      projectID: fieldAssignments.projectId,
      projectName: projects.projectName,
      subCategoryCode: fieldAssignments.subCategoryCode,
      regularHours: fieldAssignments.regularHours,
      overtimeHours: fieldAssignments.overtimeHours,
    })
    .from(fieldAssignments)
    .innerJoin(projects, eq(projects.projectId, fieldAssignments.projectId))
    .where(
      and(
        eq(fieldAssignments.userId, params.userId),
        between(fieldAssignments.assignmentDate, params.from, params.to),
      ),
    )
    .orderBy(asc(fieldAssignments.assignmentDate), asc(projects.projectName));
}

export async function listJobStartupSignatures(db: TDbOrTx, projectId: number) {
  return db
    .select({
      signatureID: jobStartupSignatures.signatureId,
      projectID: jobStartupSignatures.projectId,
      name: jobStartupSignatures.signerName,
      company: jobStartupSignatures.company,
      png: jobStartupSignatures.signaturePng,
      signedAt: jobStartupSignatures.signedAt,
      timeZone: jobStartupSignatures.timeZone,
      collectedBy: users.displayName,
    })
    .from(jobStartupSignatures)
    .leftJoin(users, eq(users.userId, jobStartupSignatures.collectedBy))
    .where(eq(jobStartupSignatures.projectId, projectId))
    .orderBy(desc(jobStartupSignatures.signedAt), desc(jobStartupSignatures.signatureId));
}

export async function insertJobStartupSignature(
  db: TDbOrTx,
  values: typeof jobStartupSignatures.$inferInsert,
) {
  const [row] = await db.insert(jobStartupSignatures).values(values).returning({
    signatureId: jobStartupSignatures.signatureId,
    signedAt: jobStartupSignatures.signedAt,
  });
  return row!;
}

/** The project's Job Start Up flag reads the first signature's time (browser flags). */
export async function markJobStartupSigned(db: TDbOrTx, projectId: number, signedAt: Date) {
  await db
    .update(projects)
    .set({
      jobStartupSignedAt: sql`coalesce(${projects.jobStartupSignedAt}, ${signedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(projects.projectId, projectId));
}

/** Locks the project row while a signature is added (two phones signing at once stay in order). */
export async function lockProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ projectId: projects.projectId, stageType: projects.stageType })
    .from(projects)
    .where(eq(projects.projectId, projectId))
    .for('update');
  return row ?? null;
}

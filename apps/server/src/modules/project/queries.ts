import { and, asc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  companies,
  contacts,
  forecastCells,
  forecasts,
  projectNotificationRecipients,
  projects,
  users,
} from '../../db/schema/index';

/** The Project of spec 1 §3 by the spec's names; dates as YYYY-MM-DD, fractions as strings. */
const projectColumns = {
  ProjectID: projects.projectId,
  ProjectName: projects.projectName,
  ProjectDescription: projects.projectDescription,
  Exclusions: projects.exclusions,
  ClientContactID: projects.clientContactId,
  ClientCompanyID: projects.clientCompanyId,
  WorkLocationName: projects.workLocationName,
  WorkLocationAddress: projects.workLocationAddress,
  BillingContactID: projects.billingContactId,
  BillingAddress: projects.billingAddress,
  BidType: projects.bidType,
  Days: projects.days,
  StageType: projects.stageType,
  KSRemodelingTaxInd: projects.ksRemodelingTaxInd,
  SubmittedDate: projects.submittedDate,
  Retention: projects.retention,
  BudgetInd: projects.budgetInd,
  ProjectManagerID: projects.projectManagerId,
  SuperintendentID: projects.superintendentId,
  ProjectEngineerID: projects.projectEngineerId,
  Probability: projects.probability,
  ProposalFormatType: projects.proposalFormatType,
  ContractSentDate: projects.contractSentDate,
  ClientApprovalDate: projects.clientApprovalDate,
  CompletedInd: projects.completedInd,
  CompletedDate: projects.completedDate,
  EstimatedBy: projects.estimatedBy,
  SoldBy: projects.soldBy,
  ManagedBy: projects.managedBy,
  api_version: projects.apiVersion,
  project_id: projects.projectId,
  created_date: sql<string>`to_char(${projects.createdDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  ClientContactEmail: contacts.contactEmail,
};

/** The editable columns by their API field name. */
export const FIELD_COLUMNS = {
  ProjectName: 'projectName',
  ProjectDescription: 'projectDescription',
  Exclusions: 'exclusions',
  ClientContactID: 'clientContactId',
  ClientCompanyID: 'clientCompanyId',
  WorkLocationName: 'workLocationName',
  WorkLocationAddress: 'workLocationAddress',
  BillingContactID: 'billingContactId',
  BillingAddress: 'billingAddress',
  BidType: 'bidType',
  Days: 'days',
  StageType: 'stageType',
  KSRemodelingTaxInd: 'ksRemodelingTaxInd',
  SubmittedDate: 'submittedDate',
  Retention: 'retention',
  BudgetInd: 'budgetInd',
  ProjectManagerID: 'projectManagerId',
  SuperintendentID: 'superintendentId',
  ProjectEngineerID: 'projectEngineerId',
  Probability: 'probability',
  ContractSentDate: 'contractSentDate',
  ClientApprovalDate: 'clientApprovalDate',
  CompletedInd: 'completedInd',
  CompletedDate: 'completedDate',
  EstimatedBy: 'estimatedBy',
  SoldBy: 'soldBy',
  ManagedBy: 'managedBy',
} as const satisfies Record<string, keyof typeof projects.$inferSelect>;

export async function findProject(
  db: TDbOrTx,
  projectId: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select(projectColumns)
    .from(projects)
    .leftJoin(contacts, eq(contacts.contactId, projects.clientContactId))
    .where(eq(projects.projectId, projectId));
  const [row] = options.lock ? await query.for('update', { of: projects }) : await query;
  return row ?? null;
}
export type TProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function findProjectName(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ projectName: projects.projectName })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return row?.projectName ?? null;
}

export async function updateProjectColumn(
  db: TDbOrTx,
  projectId: number,
  column: (typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS],
  value: string | number | null,
) {
  await db
    .update(projects)
    .set({ [column]: value })
    .where(eq(projects.projectId, projectId));
}

export async function existsById(
  db: TDbOrTx,
  kind: 'user' | 'contact' | 'company',
  id: number,
): Promise<boolean> {
  const [row] =
    kind === 'user'
      ? await db.select({ id: users.userId }).from(users).where(eq(users.userId, id))
      : kind === 'contact'
        ? await db
            .select({ id: contacts.contactId })
            .from(contacts)
            .where(eq(contacts.contactId, id))
        : await db
            .select({ id: companies.companyId })
            .from(companies)
            .where(eq(companies.companyId, id));
  return !!row;
}

/** A contact with what the client and billing contact rules need: status and company. */
export async function findContactWithCompany(db: TDbOrTx, contactId: number) {
  const [row] = await db
    .select({
      contactName: contacts.contactName,
      status: contacts.status,
      companyId: contacts.companyId,
      companyName: companies.companyName,
      clientInd: companies.clientInd,
    })
    .from(contacts)
    .leftJoin(companies, eq(companies.companyId, contacts.companyId))
    .where(eq(contacts.contactId, contactId));
  return row ?? null;
}

/** The client and billing contact choices: active contacts of client companies. */
export async function listContactOptions(db: TDbOrTx) {
  return db
    .select({
      ContactID: contacts.contactId,
      ContactName: contacts.contactName,
      ContactEmail: contacts.contactEmail,
      CompanyID: contacts.companyId,
      CompanyName: companies.companyName,
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.companyId, contacts.companyId))
    .where(and(eq(contacts.status, 'Active'), eq(companies.clientInd, 1)))
    .orderBy(asc(contacts.contactName), asc(contacts.contactId));
}

export async function listClientCompanies(db: TDbOrTx) {
  return db
    .select({ CompanyID: companies.companyId, CompanyName: companies.companyName })
    .from(companies)
    .where(eq(companies.clientInd, 1))
    .orderBy(asc(companies.companyName), asc(companies.companyId));
}

export async function listWorkLocations(db: TDbOrTx) {
  // The latest address used with each name.
  return db
    .selectDistinctOn([projects.workLocationName], {
      WorkLocationName: sql<string>`${projects.workLocationName}`,
      WorkLocationAddress: projects.workLocationAddress,
    })
    .from(projects)
    .where(isNotNull(projects.workLocationName))
    .orderBy(asc(projects.workLocationName), sql`${projects.createdDate} desc`);
}

export async function listBillingAddresses(db: TDbOrTx) {
  return db
    .selectDistinct({ BillingAddress: sql<string>`${projects.billingAddress}` })
    .from(projects)
    .where(and(isNotNull(projects.billingAddress), sql`${projects.billingAddress} <> ''`))
    .orderBy(asc(sql`${projects.billingAddress}`));
}

/** Copies the project row under a new name as a fresh proposal; returns the new id. */
export async function insertProjectCopy(db: TDbOrTx, sourceId: number, projectName: string) {
  const { projectId: _id, createdDate: _created, ...columns } = getTableColumns(projects);
  void _id;
  void _created;
  const [source] = await db.select(columns).from(projects).where(eq(projects.projectId, sourceId));
  if (!source) return null;
  const [row] = await db
    .insert(projects)
    .values({
      ...source,
      projectName,
      // A copy is a new proposal: nothing of the source's sale, sending or completion carries over.
      stageType: 'Preparing Proposal',
      submittedDate: null,
      contractSentDate: null,
      clientApprovalDate: null,
      completedInd: 0,
      completedDate: null,
      jobStartupSignedAt: null,
    })
    .returning();
  return row!;
}

export async function copyForecast(db: TDbOrTx, sourceId: number, targetId: number) {
  const [source] = await db
    .select(forecastCells)
    .from(forecasts)
    .where(eq(forecasts.projectId, sourceId));
  if (!source) return null;
  const [row] = await db
    .insert(forecasts)
    .values({ ...source, projectId: targetId })
    .returning(forecastCells);
  return row!;
}

export async function copyNotificationRecipients(db: TDbOrTx, sourceId: number, targetId: number) {
  return db
    .insert(projectNotificationRecipients)
    .select(
      db
        .select({
          projectId: sql<number>`${targetId}::int`.as('project_id'),
          userId: projectNotificationRecipients.userId,
        })
        .from(projectNotificationRecipients)
        .where(eq(projectNotificationRecipients.projectId, sourceId)),
    )
    .returning();
}

/** The 36 cells of a project (all "0.0000" when it has no forecast row yet). */
export async function findForecastCells(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select(forecastCells)
    .from(forecasts)
    .where(eq(forecasts.projectId, projectId));
  return row ?? null;
}

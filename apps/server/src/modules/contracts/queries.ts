import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  clientContracts,
  companies,
  conditions,
  contacts,
  mainCategories,
  projects,
  storedFiles,
  subCategories,
  subContracts,
} from '../../db/schema/index';

export async function projectExists(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.projectId })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return !!row;
}

export async function listClientContracts(db: TDbOrTx, projectId: number) {
  return db
    .select({
      ContractID: clientContracts.contractId,
      ContractType: clientContracts.contractType,
      ContractStageCategory: clientContracts.stage,
    })
    .from(clientContracts)
    .where(eq(clientContracts.projectId, projectId))
    .orderBy(
      sql`case when ${clientContracts.contractType} = 'Base' then 0 when ${clientContracts.contractType} like 'CO %' then 1 else 2 end`,
      asc(clientContracts.contractNumber),
    );
}

export async function listSubContracts(db: TDbOrTx, projectId: number) {
  return db
    .select({
      ContractID: subContracts.contractId,
      CompanyID: subContracts.companyId,
      CompanyName: sql<string>`coalesce(${companies.companyName}, 'Placeholder')`,
      SubContractType: subContracts.subContractType,
      ContractStageCategory: subContracts.stage,
    })
    .from(subContracts)
    .leftJoin(companies, eq(companies.companyId, subContracts.companyId))
    .where(eq(subContracts.projectId, projectId))
    .orderBy(
      sql`coalesce(${companies.companyName}, 'Placeholder')`,
      asc(subContracts.subContractType),
    );
}

export async function findClientContract(db: TDbOrTx, projectId: number, contractId: string) {
  const [row] = await db
    .select({
      contractId: clientContracts.contractId,
      stage: clientContracts.stage,
      contractType: clientContracts.contractType,
    })
    .from(clientContracts)
    .where(
      and(eq(clientContracts.projectId, projectId), eq(clientContracts.contractId, contractId)),
    );
  return row ?? null;
}

export async function findSubContract(db: TDbOrTx, projectId: number, contractId: string) {
  const [row] = await db
    .select({
      contractId: subContracts.contractId,
      companyId: subContracts.companyId,
      stage: subContracts.stage,
    })
    .from(subContracts)
    .where(and(eq(subContracts.projectId, projectId), eq(subContracts.contractId, contractId)));
  return row ?? null;
}

// ---- issue 14 -------------------------------------------------------------------------------

export async function findProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      projectId: projects.projectId,
      projectName: projects.projectName,
      workLocationName: projects.workLocationName,
      submittedDate: projects.submittedDate,
      apiVersion: projects.apiVersion,
      clientCompanyId: projects.clientCompanyId,
    })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

const clientColumns = {
  contractId: clientContracts.contractId,
  projectId: clientContracts.projectId,
  companyId: clientContracts.companyId,
  companyName: companies.companyName,
  contractType: clientContracts.contractType,
  contractNumber: clientContracts.contractNumber,
  stage: clientContracts.stage,
  sentInd: clientContracts.sentInd,
  sentDate: clientContracts.sentDate,
  approvalDate: clientContracts.approvalDate,
  description: clientContracts.description,
  workDays: clientContracts.workDays,
  retention: clientContracts.retention,
  alternateSentInd: clientContracts.alternateSentInd,
  approvalSource: clientContracts.approvalSource,
  contractFileKey: clientContracts.contractFileKey,
  accountingStatus: clientContracts.accountingStatus,
  accountingError: clientContracts.accountingError,
  accountingAt: clientContracts.accountingAt,
  signedName: clientContracts.signedName,
  signedAt: clientContracts.signedAt,
  signatureEvidence: clientContracts.signatureEvidence,
};
export type TClientContractRow = Awaited<ReturnType<typeof clientContractRows>>[number];

/** Client contracts of a project (or one by GUID), in type order. */
export async function clientContractRows(
  db: TDbOrTx,
  where: { projectId: number } | { contractId: string },
) {
  return db
    .select(clientColumns)
    .from(clientContracts)
    .leftJoin(companies, eq(companies.companyId, clientContracts.companyId))
    .where(
      'projectId' in where
        ? eq(clientContracts.projectId, where.projectId)
        : eq(clientContracts.contractId, where.contractId),
    )
    .orderBy(
      sql`case when ${clientContracts.contractType} = 'Base' then 0 when ${clientContracts.contractType} like 'CO %' then 1 else 2 end`,
      asc(clientContracts.contractNumber),
    );
}

/** Locks a client contract row for a write. */
export async function lockClientContract(db: TDbOrTx, contractId: string) {
  const [row] = await db
    .select(clientColumns)
    .from(clientContracts)
    .leftJoin(companies, eq(companies.companyId, clientContracts.companyId))
    .where(eq(clientContracts.contractId, contractId))
    .for('update', { of: clientContracts });
  return row ?? null;
}

export async function updateClientContract(
  db: TDbOrTx,
  contractId: string,
  values: Partial<typeof clientContracts.$inferInsert>,
) {
  await db.update(clientContracts).set(values).where(eq(clientContracts.contractId, contractId));
}

export async function insertClientContract(
  db: TDbOrTx,
  values: typeof clientContracts.$inferInsert,
) {
  const [row] = await db
    .insert(clientContracts)
    .values(values)
    .returning({ contractId: clientContracts.contractId });
  return row!.contractId;
}

/** Client contract types of a project, locking the project so numbering is serial. */
export async function lockProjectContractTypes(db: TDbOrTx, projectId: number) {
  const [project] = await db
    .select({ id: projects.projectId, clientCompanyId: projects.clientCompanyId })
    .from(projects)
    .where(eq(projects.projectId, projectId))
    .for('update');
  if (!project) return null;
  const rows = await db
    .select({ type: clientContracts.contractType })
    .from(clientContracts)
    .where(eq(clientContracts.projectId, projectId));
  return { clientCompanyId: project.clientCompanyId, types: rows.map((r) => r.type) };
}

const subColumns = {
  contractId: subContracts.contractId,
  projectId: subContracts.projectId,
  companyId: subContracts.companyId,
  companyName: companies.companyName,
  companyEmail: companies.corporateEmail,
  subContractType: subContracts.subContractType,
  stage: subContracts.stage,
  sentInd: subContracts.sentInd,
  sentDate: subContracts.sentDate,
  approvalDate: subContracts.approvalDate,
  workDays: subContracts.workDays,
  retention: subContracts.retention,
  bidDate: subContracts.bidDate,
  bidFileKey: subContracts.bidFileKey,
  approvalSource: subContracts.approvalSource,
  contractFileKey: subContracts.contractFileKey,
  accountingStatus: subContracts.accountingStatus,
  accountingError: subContracts.accountingError,
  accountingAt: subContracts.accountingAt,
  signedName: subContracts.signedName,
  signedAt: subContracts.signedAt,
  signatureEvidence: subContracts.signatureEvidence,
};
export type TSubContractRow = Awaited<ReturnType<typeof subContractRows>>[number];

export async function subContractRows(
  db: TDbOrTx,
  where: { projectId: number } | { contractId: string },
) {
  return db
    .select(subColumns)
    .from(subContracts)
    .leftJoin(companies, eq(companies.companyId, subContracts.companyId))
    .where(
      'projectId' in where
        ? eq(subContracts.projectId, where.projectId)
        : eq(subContracts.contractId, where.contractId),
    )
    .orderBy(
      sql`coalesce(${companies.companyName}, 'Placeholder')`,
      asc(subContracts.subContractType),
    );
}

export async function lockSubContract(db: TDbOrTx, contractId: string) {
  const [row] = await db
    .select(subColumns)
    .from(subContracts)
    .leftJoin(companies, eq(companies.companyId, subContracts.companyId))
    .where(eq(subContracts.contractId, contractId))
    .for('update', { of: subContracts });
  return row ?? null;
}

export async function updateSubContract(
  db: TDbOrTx,
  contractId: string,
  values: Partial<typeof subContracts.$inferInsert>,
) {
  await db.update(subContracts).set(values).where(eq(subContracts.contractId, contractId));
}

export async function insertSubContract(db: TDbOrTx, values: typeof subContracts.$inferInsert) {
  const [row] = await db
    .insert(subContracts)
    .values(values)
    .returning({ contractId: subContracts.contractId });
  return row!.contractId;
}

export async function findCompany(db: TDbOrTx, companyId: number) {
  const [row] = await db
    .select({
      companyId: companies.companyId,
      companyName: companies.companyName,
      subcontractorInd: companies.subcontractorInd,
    })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return row ?? null;
}

export async function subContractExists(
  db: TDbOrTx,
  projectId: number,
  companyId: number,
  type: string,
) {
  const [row] = await db
    .select({ id: subContracts.contractId })
    .from(subContracts)
    .where(
      and(
        eq(subContracts.projectId, projectId),
        eq(subContracts.companyId, companyId),
        eq(subContracts.subContractType, type),
      ),
    );
  return !!row;
}

/** The first contact email of a company, else its corporate email. */
export async function companyEmail(db: TDbOrTx, companyId: number) {
  const [row] = await db
    .select({
      email: sql<
        string | null
      >`coalesce((select ${contacts.contactEmail} from ${contacts} where ${contacts.companyId} = ${companies.companyId} and ${contacts.contactEmail} is not null and ${contacts.contactEmail} <> '' order by ${contacts.contactId} limit 1), ${companies.corporateEmail})`,
    })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return row?.email ?? null;
}

/**
 * Every condition of a project with what the contract tables and detail need: its client and
 * sub contract, its price (PreTax, Tax), the selected bid and its sub-category.
 */
export async function projectConditionAmounts(db: TDbOrTx, projectId: number) {
  return db
    .select({
      conditionId: conditions.conditionId,
      clientContractId: conditions.clientContractId,
      subContractId: conditions.subContractId,
      preTax: conditions.preTax,
      tax: conditions.tax,
      bidAmount: conditions.subCost,
      subCategoryCode: subCategories.subCategoryCode,
      subCategoryName: subCategories.name,
      mainCategoryId: mainCategories.mainCategoryId,
      categoryCode: mainCategories.categoryCode,
    })
    .from(conditions)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .where(eq(conditions.projectId, projectId));
}
export type TConditionAmount = Awaited<ReturnType<typeof projectConditionAmounts>>[number];

/** Sets ClientApprovedInd of a client contract's conditions. */
export async function setConditionsClientApproved(db: TDbOrTx, contractId: string, value: 0 | 1) {
  await db
    .update(conditions)
    .set({ clientApprovedInd: value })
    .where(eq(conditions.clientContractId, contractId));
}
export async function setConditionsSubApproved(db: TDbOrTx, contractId: string, value: 0 | 1) {
  await db
    .update(conditions)
    .set({ subContractApprovedInd: value })
    .where(eq(conditions.subContractId, contractId));
}

export async function storedFileByKey(db: TDbOrTx, fileKey: string) {
  const [row] = await db
    .select({ fileKey: storedFiles.fileKey })
    .from(storedFiles)
    .where(eq(storedFiles.fileKey, fileKey));
  return row ?? null;
}

/**
 * Approves a contract that is still pending, in one conditional UPDATE: of two approvals racing
 * (two signatures, a signature and an upload) exactly one finds the row pending. Null when it
 * was not pending (or does not exist).
 */
export async function approvePendingContract(
  db: TDbOrTx,
  party: 'client' | 'sub',
  contractId: string,
  values: Partial<typeof clientContracts.$inferInsert & typeof subContracts.$inferInsert>,
) {
  const table = party === 'client' ? clientContracts : subContracts;
  const [row] = await db
    .update(table)
    .set({ ...values, stage: 'Approved' })
    .where(and(eq(table.contractId, contractId), eq(table.stage, 'Pending')))
    .returning({ contractId: table.contractId });
  return row ?? null;
}

/** The project of a client contract (by its id), or null. */
export async function projectOfClientContract(db: TDbOrTx, contractId: string) {
  const [row] = await db
    .select({ projectId: clientContracts.projectId })
    .from(clientContracts)
    .where(eq(clientContracts.contractId, contractId));
  return row?.projectId ?? null;
}

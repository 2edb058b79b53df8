import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  clientContracts,
  companies,
  conditions,
  contacts,
  inclusionDescriptions,
  mainCategories,
  projects,
  subCategories,
  users,
} from '../../db/schema/index';

/** The project of an alternate's link GUID, or null (unknown GUID, or not an alternate's). */
export async function projectOfAlternateLink(db: TDbOrTx, guid: string) {
  const [row] = await db
    .select({ projectId: clientContracts.projectId, type: clientContracts.contractType })
    .from(clientContracts)
    .where(eq(clientContracts.contractId, guid));
  return row && row.type.startsWith('Alt ') ? row.projectId : null;
}

/** The page's header: the project, its client contact and its project manager. */
export async function alternateProjectHeader(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      projectId: projects.projectId,
      projectName: projects.projectName,
      projectDescription: projects.projectDescription,
      proposalFormatType: projects.proposalFormatType,
      stageType: projects.stageType,
      contactName: contacts.contactName,
      contactEmail: contacts.contactEmail,
      contactPhone: contacts.contactOfficePhone,
      companyName: companies.companyName,
      pmName: users.displayName,
      pmEmail: users.emailAddress,
    })
    .from(projects)
    .leftJoin(contacts, eq(contacts.contactId, projects.clientContactId))
    .leftJoin(companies, eq(companies.companyId, projects.clientCompanyId))
    .leftJoin(users, eq(users.userId, projects.projectManagerId))
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

/** The project's Base and alternates (type order); `lock` for the submission's transaction. */
export async function alternateContracts(db: TDbOrTx, projectId: number, lock = false) {
  const query = db
    .select({
      contractId: clientContracts.contractId,
      contractType: clientContracts.contractType,
      contractNumber: clientContracts.contractNumber,
      stage: clientContracts.stage,
      alternateSelectedInd: clientContracts.alternateSelectedInd,
    })
    .from(clientContracts)
    .where(eq(clientContracts.projectId, projectId))
    .orderBy(asc(clientContracts.contractNumber));
  const rows = lock ? await query.for('update') : await query;
  return rows.filter((r) => r.contractType === 'Base' || r.contractType.startsWith('Alt '));
}
export type TAlternateContractRow = Awaited<ReturnType<typeof alternateContracts>>[number];

/** The conditions of those contracts with their cost codes and client-facing descriptions. */
export async function alternateConditions(db: TDbOrTx, contractIds: string[]) {
  if (contractIds.length === 0) return [];
  return db
    .select({
      contractId: conditions.clientContractId,
      categoryCode: mainCategories.categoryCode,
      categoryName: mainCategories.name,
      subcategoryCode: subCategories.subCategoryCode,
      subcategoryName: subCategories.name,
      summaryDescription: inclusionDescriptions.description,
      conditionName: conditions.conditionName,
      internalComments: conditions.internalComments,
      preTax: conditions.preTax,
      tax: conditions.tax,
    })
    .from(conditions)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .leftJoin(
      inclusionDescriptions,
      and(
        eq(inclusionDescriptions.projectId, conditions.projectId),
        eq(inclusionDescriptions.subCategoryId, conditions.subCategoryId),
        eq(inclusionDescriptions.clientContractId, conditions.clientContractId),
      ),
    )
    .where(inArray(conditions.clientContractId, contractIds))
    .orderBy(
      asc(mainCategories.categoryCode),
      asc(subCategories.subCategoryCode),
      asc(conditions.sortOrder),
      asc(conditions.conditionId),
    );
}
export type TAlternateConditionRow = Awaited<ReturnType<typeof alternateConditions>>[number];

/** Saves a client's answer on one alternate (and its stage, where it was still open). */
export async function saveAlternateAnswer(
  db: TDbOrTx,
  contractId: string,
  values: Partial<typeof clientContracts.$inferInsert>,
) {
  await db.update(clientContracts).set(values).where(eq(clientContracts.contractId, contractId));
}

/** A chosen alternate's conditions become client-approved (ClientApprovedInd 1). */
export async function approveAlternateConditions(db: TDbOrTx, contractId: string) {
  await db
    .update(conditions)
    .set({ clientApprovedInd: 1 })
    .where(eq(conditions.clientContractId, contractId));
}

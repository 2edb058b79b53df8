import { and, asc, eq, sql } from 'drizzle-orm';
import { SIGNATURE_SOURCE } from '@n5/shared/contracts/constants';
import type { TDbOrTx } from '../../db/client';
import {
  clientContracts,
  companies,
  conditions,
  contacts,
  mainCategories,
  projects,
  subCategories,
  users,
} from '../../db/schema/index';

/** What the document's heading and summary need of a project. */
export async function documentProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      projectId: projects.projectId,
      projectName: projects.projectName,
      projectStage: projects.stageType,
      projectDescription: projects.projectDescription,
      exclusions: projects.exclusions,
      workLocationName: projects.workLocationName,
      workLocationAddress: projects.workLocationAddress,
      proposalFormatType: projects.proposalFormatType,
      clientCompanyName: companies.companyName,
      clientName: contacts.contactName,
      clientEmail: contacts.contactEmail,
      clientPhone: contacts.contactOfficePhone,
      pmName: users.displayName,
      pmEmail: users.emailAddress,
    })
    .from(projects)
    .leftJoin(companies, eq(companies.companyId, projects.clientCompanyId))
    .leftJoin(contacts, eq(contacts.contactId, projects.clientContactId))
    .leftJoin(users, eq(users.userId, projects.projectManagerId))
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}
export type TDocumentProject = NonNullable<Awaited<ReturnType<typeof documentProject>>>;

/** A subcontractor's heading: the company and its first contact with an email. */
export async function subParty(db: TDbOrTx, companyId: number) {
  const [row] = await db
    .select({
      company: companies.companyName,
      corporatePhone: companies.corporatePhone,
      corporateEmail: companies.corporateEmail,
      name: sql<
        string | null
      >`(select ${contacts.contactName} from ${contacts} where ${contacts.companyId} = ${companies.companyId} order by ${contacts.contactId} limit 1)`,
      email: sql<
        string | null
      >`(select ${contacts.contactEmail} from ${contacts} where ${contacts.companyId} = ${companies.companyId} order by ${contacts.contactId} limit 1)`,
      phone: sql<
        string | null
      >`(select ${contacts.contactOfficePhone} from ${contacts} where ${contacts.companyId} = ${companies.companyId} order by ${contacts.contactId} limit 1)`,
    })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return row ?? null;
}

/** The lines of one contract, in category, sub-category and sort order. */
export async function contractLines(db: TDbOrTx, party: 'client' | 'sub', contractId: string) {
  return db
    .select({
      conditionId: conditions.conditionId,
      conditionName: conditions.conditionName,
      internalComments: conditions.internalComments,
      subcontractorScope: conditions.subcontractorScope,
      preTax: conditions.preTax,
      tax: conditions.tax,
      bidAmount: conditions.subCost,
      subCategoryCode: subCategories.subCategoryCode,
      subCategoryName: subCategories.name,
      categoryCode: mainCategories.categoryCode,
      categoryName: mainCategories.name,
    })
    .from(conditions)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .where(
      party === 'client'
        ? eq(conditions.clientContractId, contractId)
        : eq(conditions.subContractId, contractId),
    )
    .orderBy(
      asc(mainCategories.categoryCode),
      asc(subCategories.subCategoryCode),
      asc(conditions.sortOrder),
      asc(conditions.conditionId),
    );
}
export type TContractLine = Awaited<ReturnType<typeof contractLines>>[number];

/** The project's Base client contract (the "original contract" of a change order's totals). */
export async function baseContractOf(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      contractId: clientContracts.contractId,
      workDays: clientContracts.workDays,
      total: sql<string>`coalesce((select sum(${conditions.preTax} + ${conditions.tax}) from ${conditions} where ${conditions.clientContractId} = ${clientContracts.contractId}), 0)::numeric(14,2)::text`,
    })
    .from(clientContracts)
    .where(and(eq(clientContracts.projectId, projectId), eq(clientContracts.contractType, 'Base')));
  return row ?? null;
}

/** Contracts approved by signature whose signed PDF is not stored yet. */
export async function missingPdfContracts(db: TDbOrTx) {
  const rows = (await db.execute(sql`
    select 'client' as party, contract_id as guid from client_contracts
      where stage = 'Approved' and approval_source = ${SIGNATURE_SOURCE} and contract_file_key is null
    union all
    select 'sub', contract_id from sub_contracts
      where stage = 'Approved' and approval_source = ${SIGNATURE_SOURCE} and contract_file_key is null
    order by 2`)) as unknown as { rows: Array<{ party: 'client' | 'sub'; guid: string }> };
  return rows.rows;
}

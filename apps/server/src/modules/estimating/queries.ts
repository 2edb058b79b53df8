import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  clientContracts,
  companies,
  conditions,
  conditionSubBids,
  conditionTemplates,
  inclusionDescriptions,
  mainCategories,
  projects,
  subCategories,
} from '../../db/schema/index';
import { isTaxed } from '@n5/shared/estimating/math';
import { taxSql } from './tax-sql';

export type TConditionRow = typeof conditions.$inferSelect;
export type TConditionInsert = typeof conditions.$inferInsert;

/** What the condition rules need to know about a project. */
export async function findProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      projectId: projects.projectId,
      projectName: projects.projectName,
      ksRemodelingTaxInd: projects.ksRemodelingTaxInd,
      proposalFormatType: projects.proposalFormatType,
      baseApproved: sql<boolean>`exists (select 1 from ${clientContracts} b where b.project_id = ${projectId} and b.contract_type = 'Base' and b.stage = 'Approved')`,
    })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

export async function findSubCategory(db: TDbOrTx, subCategoryCode: string) {
  const [row] = await db
    .select({
      subCategoryId: subCategories.subCategoryId,
      subCategoryCode: subCategories.subCategoryCode,
      name: subCategories.name,
      mainCategoryId: subCategories.mainCategoryId,
      categoryCode: mainCategories.categoryCode,
    })
    .from(subCategories)
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .where(eq(subCategories.subCategoryCode, subCategoryCode));
  return row ?? null;
}

export async function listCategoryOptions(db: TDbOrTx) {
  const categories = await db
    .select({
      categoryid: mainCategories.mainCategoryId,
      categoryCode: mainCategories.categoryCode,
      name: mainCategories.name,
    })
    .from(mainCategories)
    .orderBy(asc(mainCategories.categoryCode));
  const subs = await db
    .select({
      subcategoryid: subCategories.subCategoryId,
      categoryid: subCategories.mainCategoryId,
      subCategoryCode: subCategories.subCategoryCode,
      name: subCategories.name,
    })
    .from(subCategories)
    .orderBy(asc(subCategories.subCategoryCode));
  return { categories, subCategories: subs };
}

const conditionColumns = {
  row: conditions,
  mainCategory: mainCategories.categoryCode,
  mainCategoryId: mainCategories.mainCategoryId,
  subCategory: subCategories.subCategoryCode,
  contractStage: clientContracts.stage,
  contractType: clientContracts.contractType,
};

function conditionsQuery(db: TDbOrTx) {
  return db
    .select(conditionColumns)
    .from(conditions)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .leftJoin(clientContracts, eq(clientContracts.contractId, conditions.clientContractId));
}
export type TConditionJoined = Awaited<ReturnType<typeof listConditionRows>>[number];

/** A sub-category's conditions in card order (two statements with their bids). */
export async function listConditionRows(db: TDbOrTx, projectId: number, subCategoryId: number) {
  return conditionsQuery(db)
    .where(and(eq(conditions.projectId, projectId), eq(conditions.subCategoryId, subCategoryId)))
    .orderBy(asc(conditions.sortOrder), asc(conditions.conditionId));
}

export async function findConditionRow(db: TDbOrTx, conditionId: number) {
  const [row] = await conditionsQuery(db).where(eq(conditions.conditionId, conditionId));
  return row ?? null;
}

/**
 * The condition with its codes, contract stage, project (tax, format, Base approved) and bids,
 * locked for a read-modify-write: a field save's one read.
 */
export async function lockConditionForSave(db: TDbOrTx, conditionId: number) {
  const [row] = await db
    .select({
      ...conditionColumns,
      project: {
        projectId: projects.projectId,
        projectName: projects.projectName,
        ksRemodelingTaxInd: projects.ksRemodelingTaxInd,
        proposalFormatType: projects.proposalFormatType,
        baseApproved: sql<boolean>`exists (select 1 from ${clientContracts} b where b.project_id = ${conditions.projectId} and b.contract_type = 'Base' and b.stage = 'Approved')`,
      },
      bids: sql<TBidRow[]>`coalesce((
        select json_agg(json_build_object(
          'conditionId', sb.condition_id, 'Precedence', sb.precedence, 'CompanyID', sb.company_id,
          'CompanyName', co.company_name, 'BidAmount', sb.bid_amount::text, 'Markup', sb.markup::text,
          'Total', sb.total::text, 'BidDate', sb.bid_date::text) order by sb.precedence)
        from ${conditionSubBids} sb join ${companies} co on co.company_id = sb.company_id
        where sb.condition_id = ${conditions.conditionId}), '[]'::json)`,
    })
    .from(conditions)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .innerJoin(projects, eq(projects.projectId, conditions.projectId))
    .leftJoin(clientContracts, eq(clientContracts.contractId, conditions.clientContractId))
    .where(eq(conditions.conditionId, conditionId))
    .for('update', { of: conditions });
  return row ?? null;
}
export type TBidRow = {
  conditionId: number;
  Precedence: number;
  CompanyID: number;
  CompanyName: string;
  BidAmount: string;
  Markup: string;
  Total: string;
  BidDate: string | null;
};

/** Locks the condition for a read-modify-write (a save and its derived totals). */
export async function lockCondition(db: TDbOrTx, conditionId: number) {
  const [row] = await db
    .select()
    .from(conditions)
    .where(eq(conditions.conditionId, conditionId))
    .for('update');
  return row ?? null;
}

export async function listBids(db: TDbOrTx, conditionIds: number[]) {
  if (conditionIds.length === 0) return [];
  return db
    .select({
      conditionId: conditionSubBids.conditionId,
      Precedence: conditionSubBids.precedence,
      CompanyID: conditionSubBids.companyId,
      CompanyName: companies.companyName,
      BidAmount: conditionSubBids.bidAmount,
      Markup: conditionSubBids.markup,
      Total: conditionSubBids.total,
      BidDate: sql<string | null>`${conditionSubBids.bidDate}::text`,
    })
    .from(conditionSubBids)
    .innerJoin(companies, eq(companies.companyId, conditionSubBids.companyId))
    .where(inArray(conditionSubBids.conditionId, conditionIds))
    .orderBy(asc(conditionSubBids.conditionId), asc(conditionSubBids.precedence));
}

export async function updateCondition(
  db: TDbOrTx,
  conditionId: number,
  values: Partial<TConditionInsert>,
) {
  await db
    .update(conditions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(conditions.conditionId, conditionId));
}

export async function insertCondition(db: TDbOrTx, values: TConditionInsert) {
  const [row] = await db
    .insert(conditions)
    .values(values)
    .returning({ conditionId: conditions.conditionId });
  return row!.conditionId;
}

export async function nextSortOrder(db: TDbOrTx, projectId: number, subCategoryId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${conditions.sortOrder}) + 1, 0)::int` })
    .from(conditions)
    .where(and(eq(conditions.projectId, projectId), eq(conditions.subCategoryId, subCategoryId)));
  return row!.n;
}

export async function deleteCondition(db: TDbOrTx, conditionId: number) {
  await db.delete(conditions).where(eq(conditions.conditionId, conditionId));
}

export async function findBidSlot(db: TDbOrTx, conditionId: number, precedence: number) {
  const [row] = await db
    .select()
    .from(conditionSubBids)
    .where(
      and(
        eq(conditionSubBids.conditionId, conditionId),
        eq(conditionSubBids.precedence, precedence),
      ),
    );
  return row ?? null;
}

export async function upsertBid(db: TDbOrTx, values: typeof conditionSubBids.$inferInsert) {
  await db
    .insert(conditionSubBids)
    .values(values)
    .onConflictDoUpdate({
      target: [conditionSubBids.conditionId, conditionSubBids.precedence],
      set: {
        companyId: values.companyId,
        bidAmount: values.bidAmount,
        markup: values.markup,
        total: values.total,
        bidDate: values.bidDate,
      },
    });
}

export async function deleteBid(db: TDbOrTx, conditionId: number, precedence: number) {
  await db
    .delete(conditionSubBids)
    .where(
      and(
        eq(conditionSubBids.conditionId, conditionId),
        eq(conditionSubBids.precedence, precedence),
      ),
    );
}

/** Subcontractor companies (the bid slot options), by name. */
export async function listSubcontractorCompanies(db: TDbOrTx) {
  return db
    .select({ CompanyID: companies.companyId, CompanyName: companies.companyName })
    .from(companies)
    .where(and(eq(companies.subcontractorInd, 1), sql`${companies.companyName} <> 'Placeholder'`))
    .orderBy(asc(companies.companyName));
}

export async function findSubcontractorCompany(db: TDbOrTx, companyId: number) {
  const [row] = await db
    .select({ companyId: companies.companyId, name: companies.companyName })
    .from(companies)
    .where(and(eq(companies.companyId, companyId), eq(companies.subcontractorInd, 1)));
  return row ?? null;
}

export async function listActiveTemplates(db: TDbOrTx, subCategoryId: number) {
  return db
    .select()
    .from(conditionTemplates)
    .where(
      and(
        eq(conditionTemplates.subCategoryId, subCategoryId),
        eq(conditionTemplates.status, 'Active'),
      ),
    )
    .orderBy(asc(conditionTemplates.conditionName), asc(conditionTemplates.templateId));
}

export async function findTemplate(db: TDbOrTx, templateId: number) {
  const [row] = await db
    .select()
    .from(conditionTemplates)
    .where(eq(conditionTemplates.templateId, templateId));
  return row ?? null;
}

export async function insertTemplate(db: TDbOrTx, values: typeof conditionTemplates.$inferInsert) {
  const [row] = await db
    .insert(conditionTemplates)
    .values(values)
    .returning({ templateId: conditionTemplates.templateId });
  return row!.templateId;
}

/**
 * The description rows of a sub-category: one per client contract its conditions use, and any
 * stored for a contract no condition uses any more. Read-only once the contract is approved or sent.
 */
export async function listDescriptions(db: TDbOrTx, projectId: number, subCategoryId: number) {
  const rows = await db.execute(sql`
    select cc.contract_type "ContractType",
           (case when cc.stage = 'Approved' or cc.sent_ind = 1 then 1 else 0 end)::int "ReadOnlyInd",
           cc.contract_id::text "ContractID",
           coalesce(d.description, '') "Description"
    from ${clientContracts} cc
    left join ${inclusionDescriptions} d
      on d.client_contract_id = cc.contract_id and d.project_id = ${projectId} and d.sub_category_id = ${subCategoryId}
    where cc.project_id = ${projectId}
      and (d.client_contract_id is not null or exists (
        select 1 from ${conditions} c
        where c.client_contract_id = cc.contract_id and c.project_id = ${projectId} and c.sub_category_id = ${subCategoryId}))
    order by case when cc.contract_type = 'Base' then 0 when cc.contract_type like 'CO %' then 1 else 2 end,
             cc.contract_number`);
  return (
    rows as unknown as {
      rows: Array<{
        ContractType: string;
        ReadOnlyInd: 0 | 1;
        ContractID: string;
        Description: string;
      }>;
    }
  ).rows;
}

export async function upsertDescription(
  db: TDbOrTx,
  values: {
    projectId: number;
    subCategoryId: number;
    clientContractId: string;
    description: string;
  },
) {
  await db
    .insert(inclusionDescriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [
        inclusionDescriptions.projectId,
        inclusionDescriptions.subCategoryId,
        inclusionDescriptions.clientContractId,
      ],
      set: { description: values.description, updatedAt: sql`now()` },
    });
}

/**
 * The tax of every condition of a project after its KSRemodelingTaxInd changed, in one
 * statement: the shared isTaxed and taxOf (estimating/math.ts) as SQL (tax-sql.ts).
 */
export async function retaxProject(
  db: TDbOrTx,
  projectId: number,
  ksRemodelingTaxInd: number,
  taxRate: string,
) {
  const taxed = isTaxed({ ksRemodelingTaxInd });
  const tax = taxSql(sql`${conditions.preTax}`, taxRate);
  await db
    .update(conditions)
    .set({
      taxableTotal: taxed ? sql`${conditions.preTax}` : '0',
      tax: taxed ? tax : '0',
      grandTotal: taxed ? sql`${conditions.preTax} + ${tax}` : sql`${conditions.preTax}`,
      updatedAt: sql`now()`,
    })
    .where(eq(conditions.projectId, projectId));
}

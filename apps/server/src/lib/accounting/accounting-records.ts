import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, conditions, projects, subCategories } from '../../db/schema/index';
import type { TAccountingProject } from './gateway';

/**
 * Our records as the accounting gateway wants them before a push that refers to them (issue 38
 * item 1): the project with one task per sub-category it has conditions in, and a company with
 * the accounting system's id for it. Shared by the contract and pay-app pushes.
 */

export interface TAccountingCompany {
  /** Acumatica's CustomerID / VendorID from the CRM company; null while not mapped. */
  id: string | null;
  /** The company's name, for a match by name (ACUMATICA_MATCH_COMPANIES=name) and messages. */
  name: string | null;
}

/** The company as a customer (client) or vendor (sub) of the accounting system. */
export async function accountingCompanyOf(
  db: TDbOrTx,
  companyId: number | null,
  as: 'customer' | 'vendor',
): Promise<TAccountingCompany> {
  if (companyId === null) return { id: null, name: null };
  const [row] = await db
    .select({
      name: companies.companyName,
      customerId: companies.accountingCustomerId,
      vendorId: companies.accountingVendorId,
    })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  if (!row) return { id: null, name: null };
  const id = as === 'customer' ? row.customerId : row.vendorId;
  return { id: id?.trim() || null, name: row.name };
}

/** The project and its tasks (the sub-categories of its conditions); null when it is gone. */
export async function accountingProjectOf(
  db: TDbOrTx,
  projectId: number,
): Promise<TAccountingProject | null> {
  const [project] = await db
    .select({
      name: projects.projectName,
      description: projects.projectDescription,
      stage: projects.stageType,
      clientCompanyId: projects.clientCompanyId,
    })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  if (!project) return null;
  const tasks = await db
    .selectDistinct({ code: subCategories.subCategoryCode, name: subCategories.name })
    .from(conditions)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .where(eq(conditions.projectId, projectId))
    .orderBy(asc(subCategories.subCategoryCode));
  const customer = await accountingCompanyOf(db, project.clientCompanyId, 'customer');
  return {
    projectId,
    name: project.name,
    description: project.description,
    stage: project.stage,
    customerId: customer.id,
    customerName: customer.name,
    projectManager: null,
    tasks: tasks.map((t) => ({ subCategoryCode: t.code, description: t.name })),
  };
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { clientContracts, companies, projects, subContracts } from '../../db/schema/index';

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
    .select({ contractId: clientContracts.contractId, stage: clientContracts.stage })
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

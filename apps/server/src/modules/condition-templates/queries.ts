import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { TTemplateStatus } from '@n5/shared/estimating/constants';
import type { TDbOrTx } from '../../db/client';
import { conditionTemplates as t, subCategories, users } from '../../db/schema/index';

const columns = {
  templateId: t.templateId,
  subCategoryId: t.subCategoryId,
  subCategoryCode: subCategories.subCategoryCode,
  subCategoryName: subCategories.name,
  conditionName: t.conditionName,
  internalComments: t.internalComments,
  subcontractorScope: t.subcontractorScope,
  totalQuantities: t.totalQuantities,
  measurementType: t.measurementType,
  laborHours: t.laborHours,
  laborRate: t.laborRate,
  laborMarkup: t.laborMarkup,
  materialCost: t.materialCost,
  materialMarkup: t.materialMarkup,
  equipmentCost: t.equipmentCost,
  equipmentMarkup: t.equipmentMarkup,
  otherCostsCost: t.otherCostsCost,
  otherCostsMarkup: t.otherCostsMarkup,
  status: t.status,
  replacesTemplateId: t.replacesTemplateId,
  createdDate: t.createdDate,
  requestedBy: t.requestedBy,
  requesterLastName: users.lastName,
  requesterEmail: users.emailAddress,
  requesterName: users.displayName,
};

function selectTemplates(db: TDbOrTx) {
  return db
    .select(columns)
    .from(t)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, t.subCategoryId))
    .leftJoin(users, eq(users.userId, t.requestedBy));
}
export type TTemplateRow = Awaited<ReturnType<typeof findTemplate>> & object;

/** One list, by sub-category code then name; `type` keeps new or overwrite requests only. */
export function listTemplates(
  db: TDbOrTx,
  params: { status: TTemplateStatus; type?: 'New' | 'Overwrite' },
) {
  const filters: SQL[] = [eq(t.status, params.status)];
  if (params.type === 'New') filters.push(isNull(t.replacesTemplateId));
  if (params.type === 'Overwrite') filters.push(isNotNull(t.replacesTemplateId));
  return selectTemplates(db)
    .where(and(...filters))
    .orderBy(asc(subCategories.subCategoryCode), asc(t.conditionName), asc(t.templateId));
}

export async function findTemplate(db: TDbOrTx, templateId: number) {
  const [row] = await selectTemplates(db).where(eq(t.templateId, templateId));
  return row ?? null;
}

/** Locks a template row for the rest of the transaction. */
export async function lockTemplate(db: TDbOrTx, templateId: number) {
  const [row] = await db
    .select({ templateId: t.templateId })
    .from(t)
    .where(eq(t.templateId, templateId))
    .for('update');
  return row ?? null;
}

export async function updateTemplate(
  db: TDbOrTx,
  templateId: number,
  values: Partial<typeof t.$inferInsert>,
) {
  await db.update(t).set(values).where(eq(t.templateId, templateId));
}

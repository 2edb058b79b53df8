import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RECEIPT_PROJECT_STAGES, type TReceiptStatus } from '@n5/shared/receipts/rules';
import type { TDbOrTx } from '../../db/client';
import { conditions, projects, receipts, storedFiles, users } from '../../db/schema/index';

/** Approved and In Progress projects, as "12345 - Name" options (spec 3 §3 project option). */
export async function listProjectOptions(db: TDbOrTx) {
  return db
    .select({
      value: projects.projectId,
      text: sql<string>`lpad(${projects.projectId}::text, 5, '0') || ' - ' || ${projects.projectName}`,
    })
    .from(projects)
    .where(inArray(projects.stageType, [...RECEIPT_PROJECT_STAGES]))
    .orderBy(asc(projects.projectId));
}

export async function findProjectStage(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ stageType: projects.stageType, projectName: projects.projectName })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

/** A project's conditions in the editor's order (spec 3 §3 condition option). */
export async function listConditionOptions(db: TDbOrTx, projectId: number) {
  return db
    .select({
      value: conditions.conditionId,
      text: conditions.conditionName,
      internalcomments: conditions.internalComments,
      subcontractorscope: conditions.subcontractorScope,
    })
    .from(conditions)
    .where(eq(conditions.projectId, projectId))
    .orderBy(asc(conditions.sortOrder), asc(conditions.conditionId));
}

export async function findConditionProject(db: TDbOrTx, conditionId: number) {
  const [row] = await db
    .select({ projectId: conditions.projectId })
    .from(conditions)
    .where(eq(conditions.conditionId, conditionId));
  return row?.projectId ?? null;
}

export async function insertReceipt(db: TDbOrTx, values: typeof receipts.$inferInsert) {
  const [row] = await db
    .insert(receipts)
    .values(values)
    .returning({ receiptID: receipts.receiptId, receiptNumber: receipts.receiptNumber });
  return row!;
}

const processor = alias(users, 'processor');
const iso = (column: SQL | typeof receipts.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const rowColumns = {
  receiptID: receipts.receiptId,
  receiptNumber: receipts.receiptNumber,
  kind: receipts.kind,
  projectID: receipts.projectId,
  projectName: projects.projectName,
  conditionID: receipts.conditionId,
  conditionName: conditions.conditionName,
  userID: receipts.userId,
  displayName: users.displayName,
  vendor: receipts.vendor,
  transactionDate: receipts.transactionDate,
  total: receipts.total,
  purchasedWithCard: receipts.purchasedWithCard,
  notes: receipts.notes,
  status: receipts.status,
  processedBy: processor.displayName,
  processedAt: sql<
    string | null
  >`case when ${receipts.processedAt} is null then null else ${iso(sql`${receipts.processedAt}`)} end`,
  accountingReference: receipts.accountingReference,
  createdAt: iso(receipts.createdAt),
  fileKey: receipts.fileKey,
};

function selectRows(db: TDbOrTx) {
  return db
    .select(rowColumns)
    .from(receipts)
    .leftJoin(projects, eq(projects.projectId, receipts.projectId))
    .leftJoin(conditions, eq(conditions.conditionId, receipts.conditionId))
    .leftJoin(users, eq(users.userId, receipts.userId))
    .leftJoin(processor, eq(processor.userId, receipts.processedBy));
}

/** Receipts newest first, one statement, at most `limit` rows. */
export async function listReceipts(
  db: TDbOrTx,
  filter: { status?: TReceiptStatus; projectId?: number; userId?: number; limit: number },
) {
  const where = [
    filter.status ? eq(receipts.status, filter.status) : undefined,
    filter.projectId ? eq(receipts.projectId, filter.projectId) : undefined,
    filter.userId ? eq(receipts.userId, filter.userId) : undefined,
  ].filter(Boolean);
  return selectRows(db)
    .where(and(...where))
    .orderBy(desc(receipts.createdAt), desc(receipts.receiptId))
    .limit(filter.limit);
}

export async function findReceipt(db: TDbOrTx, receiptId: number) {
  const [row] = await selectRows(db).where(eq(receipts.receiptId, receiptId));
  return row ?? null;
}

export async function setProcessed(db: TDbOrTx, receiptId: number, userId: number) {
  await db
    .update(receipts)
    .set({ status: 'Processed', processedBy: userId, processedAt: new Date() })
    .where(and(eq(receipts.receiptId, receiptId), eq(receipts.status, 'Received')));
}

/** Seeded receipts whose PDF is a record without bytes (the seed writes no files). */
export async function listReceiptsWithSeedFiles(db: TDbOrTx) {
  return db
    .select({
      receiptId: receipts.receiptId,
      receiptNumber: receipts.receiptNumber,
      vendor: receipts.vendor,
      transactionDate: receipts.transactionDate,
      total: receipts.total,
      notes: receipts.notes,
      userId: receipts.userId,
      fileKey: receipts.fileKey,
    })
    .from(receipts)
    .innerJoin(storedFiles, eq(storedFiles.fileKey, receipts.fileKey))
    .where(sql`${storedFiles.storageKey} like 'seed/%'`)
    .orderBy(asc(receipts.receiptId));
}

/** Points a receipt at another stored file and removes the record it pointed at. */
export async function replaceReceiptFile(
  db: TDbOrTx,
  input: { receiptId: number; oldFileKey: string; newFileKey: string },
) {
  await db
    .update(receipts)
    .set({ fileKey: input.newFileKey })
    .where(eq(receipts.receiptId, input.receiptId));
  await db.delete(storedFiles).where(eq(storedFiles.fileKey, input.oldFileKey));
}

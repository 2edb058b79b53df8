import { and, eq, gte, sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import type { TFileRecordKind } from '@n5/shared/files/access';
import type { TDbOrTx } from '../../db/client';
import { companies, contacts, projects, storedFiles } from '../../db/schema/index';

const fileColumns = {
  fileKey: storedFiles.fileKey,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  sha256: storedFiles.sha256,
  uploadedAt: sql<string>`to_char(${storedFiles.uploadedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

export async function insertStoredFile(db: TDbOrTx, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning(fileColumns);
  return row!;
}

export async function findStoredFile(db: TDbOrTx, fileKey: string) {
  const [row] = await db
    .select({
      ...fileColumns,
      storageKey: storedFiles.storageKey,
      relatedEntity: storedFiles.relatedEntity,
      uploadedBy: storedFiles.uploadedBy,
    })
    .from(storedFiles)
    .where(eq(storedFiles.fileKey, fileKey));
  return row ?? null;
}

/** Whether the record a file is to belong to exists. */
export async function relatedRecordExists(db: TDbOrTx, kind: TFileRecordKind, id: number) {
  const [table, column] =
    kind === 'project'
      ? [projects, projects.projectId]
      : kind === 'contact'
        ? [contacts, contacts.contactId]
        : [companies, companies.companyId];
  const [row] = await db.select({ id: column }).from(table).where(eq(column, id));
  return !!row;
}

/** Bytes a user stored since a moment (the upload quota). */
export async function uploadedBytesSince(db: TDbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)::text` })
    .from(storedFiles)
    .where(and(eq(storedFiles.uploadedBy, userId), gte(storedFiles.uploadedAt, since)));
  return parseInteger(row?.bytes) ?? 0;
}

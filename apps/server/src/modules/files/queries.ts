import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema/index';

const fileColumns = {
  fileId: storedFiles.fileId,
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

export async function findStoredFile(db: TDbOrTx, fileId: number) {
  const [row] = await db
    .select({ ...fileColumns, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.fileId, fileId));
  return row ?? null;
}

import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { storedFiles } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import {
  ACCEPTED_TYPES,
  safeFileName,
  sniffContentType,
  type TAcceptedType,
} from '../../lib/files/content-type';
import type { FileStore } from '../../lib/files/file-store';

const fileColumns = {
  fileId: storedFiles.fileId,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  sha256: storedFiles.sha256,
  uploadedAt: sql<string>`to_char(${storedFiles.uploadedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

export function createFilesService(deps: { db: TDb; store: FileStore }) {
  const { db, store } = deps;

  /**
   * Stores an upload after checking what it really is. The key is ours (date + random id), so
   * nothing from the request reaches the file system.
   */
  async function storeUpload(input: {
    data: Buffer;
    fileName?: string;
    accept?: readonly TAcceptedType[];
    relatedEntity?: string;
    relatedId?: string;
    userId: number | null;
  }) {
    const accept = input.accept ?? (Object.keys(ACCEPTED_TYPES) as TAcceptedType[]);
    if (input.data.length === 0) throw badRequest('The file is empty.');
    const contentType = sniffContentType(input.data);
    if (!contentType || !accept.includes(contentType)) {
      const names = accept.map((t) => ACCEPTED_TYPES[t].extension.toUpperCase()).join(', ');
      throw badRequest(`This file is not a ${names} file. Upload a ${names} file.`);
    }
    const extension = ACCEPTED_TYPES[contentType].extension;
    const now = new Date();
    const storageKey = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;
    await store.put(storageKey, input.data);
    const [row] = await db
      .insert(storedFiles)
      .values({
        storageKey,
        fileName: safeFileName(input.fileName, extension),
        contentType,
        sizeBytes: input.data.length,
        sha256: createHash('sha256').update(input.data).digest('hex'),
        relatedEntity: input.relatedEntity ?? null,
        relatedId: input.relatedId ?? null,
        uploadedBy: input.userId,
      })
      .returning(fileColumns);
    return row!;
  }

  async function openFile(fileId: number) {
    const [row] = await db
      .select({ ...fileColumns, storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(eq(storedFiles.fileId, fileId));
    if (!row || !(await store.exists(row.storageKey)))
      throw notFound(`There is no file ${fileId}.`);
    return { ...row, stream: await store.get(row.storageKey) };
  }

  return { storeUpload, openFile };
}
export type TFilesService = ReturnType<typeof createFilesService>;

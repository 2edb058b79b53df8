import { createHash, randomUUID } from 'node:crypto';
import type { TDb } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import {
  ACCEPTED_TYPES,
  safeFileName,
  sniffContentType,
  type TAcceptedType,
} from '../../lib/files/content-type';
import type { FileStore } from '../../lib/files/file-store';
import { findStoredFile, insertStoredFile } from './queries';

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
    return insertStoredFile(db, {
      storageKey,
      fileName: safeFileName(input.fileName, extension),
      contentType,
      sizeBytes: input.data.length,
      sha256: createHash('sha256').update(input.data).digest('hex'),
      relatedEntity: input.relatedEntity ?? null,
      relatedId: input.relatedId ?? null,
      uploadedBy: input.userId,
    });
  }

  async function openFile(fileId: number) {
    const row = await findStoredFile(db, fileId);
    if (!row || !(await store.exists(row.storageKey)))
      throw notFound(`There is no file ${fileId}.`);
    return { ...row, stream: await store.get(row.storageKey) };
  }

  return { storeUpload, openFile };
}
export type TFilesService = ReturnType<typeof createFilesService>;

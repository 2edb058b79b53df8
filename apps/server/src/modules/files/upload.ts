import { createHash, randomUUID } from 'node:crypto';
import { ZIdText } from '@n5/shared/core/ids';
import { FILE_RECORD_KINDS, isFileRecordKind } from '@n5/shared/files/access';
import type { TDbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import {
  ACCEPTED_TYPES,
  safeFileName,
  sniffContentType,
  type TAcceptedType,
} from '../../lib/files/content-type';
import {
  fileUrl,
  newStorageKey,
  type TFilesDeps,
  type TStagedFile,
  type TStoredReply,
  type TUploadData,
  type TUploadInput,
} from './deps';
import { insertStoredFile, relatedRecordExists } from './queries';

const RECORD_KINDS_TEXT = `${FILE_RECORD_KINDS.slice(0, -1).join(', ')} or ${FILE_RECORD_KINDS.at(-1)}`;

/** The record an upload names (both fields or neither), as the kind and id it must be. */
function parseRelatedRecord(entity: string | undefined, id: string | undefined) {
  if (entity === undefined && id === undefined) return null;
  if (!isFileRecordKind(entity)) {
    throw badRequest(`relatedEntity must be ${RECORD_KINDS_TEXT}, with relatedId its id.`);
  }
  const parsed = ZIdText.safeParse(id ?? '');
  if (!parsed.success) throw badRequest(`relatedId must be the id of the ${entity}.`);
  return { kind: entity, id: parsed.data };
}

/** What the bytes are, their size and hash: read from a staged upload, or computed. */
function describe(data: TUploadData) {
  if (Buffer.isBuffer(data)) {
    return {
      contentType: sniffContentType(data),
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  }
  return data;
}

/** Checks what an upload really is and names it; nothing is written yet. */
export async function prepareUpload(deps: Pick<TFilesDeps, 'db'>, input: TUploadInput) {
  // The record decides who reads the file, so it must be one we can check, and exist.
  const related = parseRelatedRecord(input.relatedEntity, input.relatedId);
  if (related && !(await relatedRecordExists(deps.db, related.kind, related.id))) {
    throw badRequest(`There is no ${related.kind} #${related.id} to attach the file to.`);
  }
  const accept = input.accept ?? (Object.keys(ACCEPTED_TYPES) as TAcceptedType[]);
  const { contentType, sizeBytes, sha256 } = describe(input.data);
  if (sizeBytes === 0) throw badRequest('The file is empty.');
  if (!contentType || !accept.includes(contentType)) {
    const names = accept.map((t) => ACCEPTED_TYPES[t].extension.toUpperCase()).join(', ');
    throw badRequest(`This file is not a ${names} file. Upload a ${names} file.`);
  }
  const extension = ACCEPTED_TYPES[contentType].extension;
  const staged = Buffer.isBuffer(input.data) ? null : input.data;
  const row = {
    fileKey: randomUUID(),
    storageKey: staged?.storageKey ?? newStorageKey(extension),
    fileName: safeFileName(input.fileName, extension),
    contentType,
    sizeBytes,
    sha256,
    relatedEntity: related?.kind ?? null,
    relatedId: related ? String(related.id) : null,
    uploadedBy: input.userId,
  };
  return { row, data: input.data };
}
export type TPrepared = Awaited<ReturnType<typeof prepareUpload>>;

/** Deletes a staged upload no row will point at (a refused or replayed request). */
export async function discardStaged(deps: Pick<TFilesDeps, 'store'>, staged: TStagedFile) {
  if (staged.settled) return;
  staged.settled = true;
  if (staged.storageKey) await deps.store.delete(staged.storageKey).catch(() => undefined);
}

/** Checks an upload; a staged one that fails the checks is deleted. */
export async function prepareOrDiscard(deps: TFilesDeps, input: TUploadInput) {
  try {
    return await prepareUpload(deps, input);
  } catch (error) {
    if (!Buffer.isBuffer(input.data)) await discardStaged(deps, input.data);
    throw error;
  }
}

/**
 * Writes the row in `tx` (and bytes held in memory, after a keyed request claimed its key).
 * The bytes stay only if the row was written and the transaction committed: a failed, losing
 * or replayed request leaves no file behind (issue 30 item 5).
 */
export async function writeIn<T>(
  deps: Pick<TFilesDeps, 'store'>,
  prepared: TPrepared,
  transaction: (write: (tx: TDbOrTx) => Promise<TStoredReply>) => Promise<T>,
): Promise<T> {
  const { store } = deps;
  const { row, data } = prepared;
  let ran = false;
  let committed = false;
  try {
    const result = await transaction(async (tx) => {
      if (Buffer.isBuffer(data))
        await store.put(row.storageKey, data, { contentType: row.contentType });
      ran = true;
      const stored = await insertStoredFile(tx, row);
      return { ...stored, url: fileUrl(stored.fileKey) };
    });
    committed = ran;
    return result;
  } finally {
    if (!Buffer.isBuffer(data)) {
      if (committed) data.settled = true;
      else await discardStaged(deps, data);
    } else if (ran && !committed) {
      await store.delete(row.storageKey).catch(() => undefined);
    }
  }
}

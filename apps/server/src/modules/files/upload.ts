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
import { fileUrl, type TFilesDeps, type TStoredReply, type TUploadInput } from './deps';
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

/** Checks what an upload really is and names it; nothing is written yet. */
export async function prepareUpload(deps: Pick<TFilesDeps, 'db'>, input: TUploadInput) {
  // The record decides who reads the file, so it must be one we can check, and exist.
  const related = parseRelatedRecord(input.relatedEntity, input.relatedId);
  if (related && !(await relatedRecordExists(deps.db, related.kind, related.id))) {
    throw badRequest(`There is no ${related.kind} #${related.id} to attach the file to.`);
  }
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
  const sha256 = createHash('sha256').update(input.data).digest('hex');
  const fileName = safeFileName(input.fileName, extension);
  const row = {
    fileKey: randomUUID(),
    storageKey,
    fileName,
    contentType,
    sizeBytes: input.data.length,
    sha256,
    relatedEntity: related?.kind ?? null,
    relatedId: related ? String(related.id) : null,
    uploadedBy: input.userId,
  };
  return { row, data: input.data };
}
export type TPrepared = Awaited<ReturnType<typeof prepareUpload>>;

/** Writes the bytes and the row in `tx`; if the transaction fails, the bytes are removed. */
export async function writeIn<T>(
  deps: Pick<TFilesDeps, 'store'>,
  prepared: TPrepared,
  transaction: (write: (tx: TDbOrTx) => Promise<TStoredReply>) => Promise<T>,
): Promise<T> {
  const { store } = deps;
  let written = false;
  try {
    return await transaction(async (tx) => {
      written = true;
      await store.put(prepared.row.storageKey, prepared.data);
      const stored = await insertStoredFile(tx, prepared.row);
      return { ...stored, url: fileUrl(stored.fileKey) };
    });
  } catch (error) {
    // The losing or failed transaction leaves no file behind (issue 30 item 5).
    if (written) await store.delete(prepared.row.storageKey).catch(() => undefined);
    throw error;
  }
}

import { createHash, randomUUID } from 'node:crypto';
import { ZIdText } from '@n5/shared/core/ids';
import { canReadFile, FILE_RECORD_KINDS, isFileRecordKind } from '@n5/shared/files/access';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb, TDbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { hashRequestContent, keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import {
  ACCEPTED_TYPES,
  safeFileName,
  sniffContentType,
  type TAcceptedType,
} from '../../lib/files/content-type';
import type { FileStore } from '../../lib/files/file-store';
import { findStoredFile, insertStoredFile, relatedRecordExists } from './queries';

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

const fileUrl = (fileKey: string) => `/api/files/${fileKey}`;

type TStoredReply = Awaited<ReturnType<typeof insertStoredFile>> & { url: string };

export function createFilesService(deps: { db: TDb; store: FileStore }) {
  const { db, store } = deps;

  type TUploadInput = {
    data: Buffer;
    fileName?: string;
    accept?: readonly TAcceptedType[];
    relatedEntity?: string;
    relatedId?: string;
    userId: number | null;
  };

  /** Checks what an upload really is and names it; nothing is written yet. */
  async function prepareUpload(input: TUploadInput) {
    // The record decides who reads the file, so it must be one we can check, and exist.
    const related = parseRelatedRecord(input.relatedEntity, input.relatedId);
    if (related && !(await relatedRecordExists(db, related.kind, related.id))) {
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
  type TPrepared = Awaited<ReturnType<typeof prepareUpload>>;

  /** Writes the bytes and the row in `tx`; if the transaction fails, the bytes are removed. */
  async function writeIn<T>(
    prepared: TPrepared,
    transaction: (write: (tx: TDbOrTx) => Promise<TStoredReply>) => Promise<T>,
  ): Promise<T> {
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

  /**
   * Stores an upload after checking what it really is. The key is ours (date + random id), so
   * nothing from the request reaches the file system.
   */
  async function storeUpload<TReply = TStoredReply>(
    input: TUploadInput & {
      /**
       * The route's reply made from the stored file, for a module with its own upload route: a
       * keyed retry answers what the first request's reply was, so it is built in the same commit.
       */
      present?: (stored: TStoredReply) => TReply;
    },
  ): Promise<TReply> {
    const prepared = await prepareUpload(input);
    const { sha256, fileName } = prepared.row;
    hashRequestContent(JSON.stringify([sha256, fileName, input.relatedEntity, input.relatedId]));
    // The bytes are written after the key is claimed, so a retry leaves no second copy.
    return writeIn(prepared, (write) =>
      keyedTransaction(db, async (tx) => {
        const reply = await write(tx);
        return input.present ? input.present(reply) : (reply as TReply);
      }),
    );
  }

  /**
   * A file that belongs to a write that may lose a race (a signature, an approval by upload):
   * `work` runs first in the transaction and is handed the file's key; the bytes and row are
   * written only when it succeeds, in the same commit, so a refused write stores nothing.
   */
  async function storeWith<T>(
    input: TUploadInput,
    work: (tx: TDbOrTx, file: { fileKey: string; url: string }) => Promise<T>,
  ): Promise<T> {
    const prepared = await prepareUpload(input);
    const file = { fileKey: prepared.row.fileKey, url: fileUrl(prepared.row.fileKey) };
    return writeIn(prepared, (write) =>
      db.transaction(async (tx) => {
        const result = await work(tx, file);
        await write(tx);
        return result;
      }),
    );
  }

  /** The file for a user who may read the record it belongs to (403 otherwise). */
  async function openFile(user: TUser, fileKey: string) {
    const row = await findStoredFile(db, fileKey);
    if (!row || !(await store.exists(row.storageKey))) throw notFound('There is no such file.');
    if (!canReadFile(user, row)) {
      throw forbidden(
        isFileRecordKind(row.relatedEntity)
          ? `This file belongs to a ${row.relatedEntity} you may not open.`
          : 'This file is kept for the user who uploaded it.',
      );
    }
    return { ...row, stream: await store.get(row.storageKey) };
  }

  /**
   * The bytes and record of a stored file, for a service that already decided who may see it
   * (the public contract page reads the signature and the signed PDF of its own contract).
   */
  async function readFile(fileKey: string) {
    const row = await findStoredFile(db, fileKey);
    if (!row || !(await store.exists(row.storageKey))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get(row.storageKey)) chunks.push(chunk as Buffer);
    return { ...row, data: Buffer.concat(chunks) };
  }

  return { storeUpload, storeWith, openFile, readFile };
}
export type TFilesService = ReturnType<typeof createFilesService>;

import type { TDb } from '../../db/client';
import type { TAcceptedType } from '../../lib/files/content-type';
import type { FileStore } from '../../lib/files/file-store';
import type { insertStoredFile } from './queries';

/** What every files use case is handed: the database and the file store. */
export interface TFilesDeps {
  db: TDb;
  store: FileStore;
  /** GET /api/files/{key} on a store that signs URLs: a 302 to one, valid this long. */
  signedDownloads?: { expiresInSeconds: number } | null;
}

/**
 * An upload already streamed into the store under a key of ours (or, when its first bytes are
 * no type we accept, only counted). It is kept when a use case records it in a committed
 * transaction; every other way it is deleted (`settled` says one of the two happened).
 */
export type TStagedFile = {
  staged: true;
  storageKey: string | null;
  contentType: TAcceptedType | null;
  sizeBytes: number;
  sha256: string;
  settled: boolean;
};

/** The bytes of an upload: in memory (a rendered PDF, a drawn signature) or already staged. */
export type TUploadData = Buffer | TStagedFile;

/** An upload as a module hands it over: the bytes, a name, the types it accepts, its record. */
export type TUploadInput = {
  data: TUploadData;
  fileName?: string;
  accept?: readonly TAcceptedType[];
  relatedEntity?: string;
  relatedId?: string;
  userId: number | null;
};

export type TStoredReply = Awaited<ReturnType<typeof insertStoredFile>> & { url: string };

export const fileUrl = (fileKey: string) => `/api/files/${fileKey}`;

/** "2026/11/<uuid>.pdf": the month it was stored and a random id, nothing from the request. */
export function newStorageKey(extension: string, now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}.${extension}`;
}

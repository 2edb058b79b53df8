import type { TDb } from '../../db/client';
import type { TAcceptedType } from '../../lib/files/content-type';
import type { FileStore } from '../../lib/files/file-store';
import type { insertStoredFile } from './queries';

/** What every files use case is handed: the database and the file store. */
export interface TFilesDeps {
  db: TDb;
  store: FileStore;
}

/** An upload as a module hands it over: the bytes, a name, the types it accepts, its record. */
export type TUploadInput = {
  data: Buffer;
  fileName?: string;
  accept?: readonly TAcceptedType[];
  relatedEntity?: string;
  relatedId?: string;
  userId: number | null;
};

export type TStoredReply = Awaited<ReturnType<typeof insertStoredFile>> & { url: string };

export const fileUrl = (fileKey: string) => `/api/files/${fileKey}`;

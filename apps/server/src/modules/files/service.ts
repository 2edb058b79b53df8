import type { Readable } from 'node:stream';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../db/client';
import type { TFilesDeps, TStagedFile, TStoredReply, TUploadInput } from './deps';
import { discardStaged } from './upload';
import { openFile } from './use-cases/open-file';
import { readFile } from './use-cases/read-file';
import { stageUpload } from './use-cases/stage-upload';
import { storeUpload } from './use-cases/store-upload';
import { storeWith } from './use-cases/store-with';
import { streamFile } from './use-cases/stream-file';

/**
 * Uploads checked by content and downloads checked against the record a file belongs to. The
 * service only composes the use cases (`use-cases/<verb-noun>.ts`).
 */
export function createFilesService(deps: TFilesDeps) {
  return {
    /** Streams an upload into the store; a staged file no use case keeps is deleted. */
    stageUpload: (source: Readable) => stageUpload(deps, source),
    discardStaged: (staged: TStagedFile) => discardStaged(deps, staged),
    storeUpload: <TReply = TStoredReply>(
      input: TUploadInput & { present?: (stored: TStoredReply) => TReply },
    ) => storeUpload<TReply>(deps, input),
    storeWith: <T>(
      input: TUploadInput,
      work: (tx: TDbOrTx, file: { fileKey: string; url: string }) => Promise<T>,
    ) => storeWith<T>(deps, input, work),
    openFile: (user: TUser, fileKey: string) => openFile(deps, { fileKey }, user),
    streamFile: (fileKey: string) => streamFile(deps, { fileKey }),
    readFile: (fileKey: string) => readFile(deps, { fileKey }),
  };
}
export type TFilesService = ReturnType<typeof createFilesService>;

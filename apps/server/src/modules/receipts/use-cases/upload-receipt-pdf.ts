import type { TUser } from '@n5/shared/session/schemas';
import type { TUploadData } from '../../files/index';
import type { TReceiptsDeps } from '../deps';

/** Stores the receipt PDF built in the browser (PDF only, checked by content) in the file store. */
export async function uploadReceiptPdf(
  deps: TReceiptsDeps,
  input: { data: TUploadData; fileName?: string; requestId: string },
  user: TUser,
) {
  return deps.files.storeUpload({
    data: input.data,
    fileName: input.fileName,
    accept: ['application/pdf'],
    userId: user.UserID,
    present: (stored) => ({
      clientRequestId: input.requestId,
      blobUrl: stored.url,
      blobName: stored.fileKey,
      fileName: stored.fileName,
    }),
  });
}

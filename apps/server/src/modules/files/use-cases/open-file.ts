import { canReadFile, isFileRecordKind } from '@n5/shared/files/access';
import type { TUser } from '@n5/shared/session/schemas';
import { forbidden, notFound } from '../../../lib/errors';
import { contentDisposition } from '../../../lib/files/content-type';
import type { TFilesDeps } from '../deps';
import { findStoredFile } from '../queries';
import { streamFile } from './stream-file';

export const dispositionOf = (file: { fileName: string; contentType: string }) =>
  contentDisposition(
    file.fileName,
    file.contentType === 'application/pdf' ? 'inline' : 'attachment',
  );

/**
 * The file for a user who may read the record it belongs to (403 otherwise; 404 when the row or
 * the stored bytes are missing): its bytes as a stream, or with S3_DOWNLOADS=redirect a
 * short-lived signed URL of the bucket.
 */
export async function openFile(deps: TFilesDeps, input: { fileKey: string }, user: TUser) {
  const row = await findStoredFile(deps.db, input.fileKey);
  if (row && !canReadFile(user, row)) {
    if (!(await deps.store.exists(row.storageKey))) throw notFound('There is no such file.');
    throw forbidden(
      isFileRecordKind(row.relatedEntity)
        ? `This file belongs to a ${row.relatedEntity} you may not open.`
        : 'This file is kept for the user who uploaded it.',
    );
  }
  const { store, signedDownloads } = deps;
  if (row && signedDownloads && store.signedUrl) {
    if (!(await store.exists(row.storageKey))) throw notFound('There is no such file.');
    const redirect = await store.signedUrl(row.storageKey, {
      fileName: row.fileName,
      contentType: row.contentType,
      disposition: dispositionOf(row),
      expiresInSeconds: signedDownloads.expiresInSeconds,
    });
    return { ...row, redirect, stream: null };
  }
  const file = row ? await streamFile(deps, input) : null;
  if (!file) throw notFound('There is no such file.');
  return { ...file, redirect: null };
}

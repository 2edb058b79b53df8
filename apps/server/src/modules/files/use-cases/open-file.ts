import { canReadFile, isFileRecordKind } from '@n5/shared/files/access';
import type { TUser } from '@n5/shared/session/schemas';
import { forbidden, notFound } from '../../../lib/errors';
import type { TFilesDeps } from '../deps';
import { findStoredFile } from '../queries';

/** The file for a user who may read the record it belongs to (403 otherwise). */
export async function openFile(deps: TFilesDeps, input: { fileKey: string }, user: TUser) {
  const { db, store } = deps;
  const row = await findStoredFile(db, input.fileKey);
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

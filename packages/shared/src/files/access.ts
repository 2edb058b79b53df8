import { canAccess, ACCESS, type TAccess } from '../permissions/access';
import { isAdmin, type TSubject } from '../permissions/can';

/**
 * The records a stored file may belong to, each with who may read such a record. A file is read
 * by exactly those users; a file of no record (or of a kind no longer known) by its uploader and
 * admins. A later domain that attaches files adds its kind here with its record's access.
 */
export const FILE_RECORD_ACCESS = {
  project: ACCESS.office,
  contact: ACCESS.office,
  company: ACCESS.office,
} as const satisfies Record<string, TAccess>;
export type TFileRecordKind = keyof typeof FILE_RECORD_ACCESS;
export const FILE_RECORD_KINDS = Object.keys(FILE_RECORD_ACCESS) as TFileRecordKind[];

export const isFileRecordKind = (kind: string | null | undefined): kind is TFileRecordKind =>
  !!kind && Object.hasOwn(FILE_RECORD_ACCESS, kind);

export function canReadFile(
  user: (TSubject & { UserID: number }) | null | undefined,
  file: { relatedEntity: string | null; uploadedBy: number | null },
): boolean {
  if (!user) return false;
  if (isFileRecordKind(file.relatedEntity)) {
    return canAccess(user, FILE_RECORD_ACCESS[file.relatedEntity]);
  }
  return isAdmin(user) || (file.uploadedBy !== null && file.uploadedBy === user.UserID);
}

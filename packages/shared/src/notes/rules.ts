import { isAdmin, type TSubject } from '../permissions/can';

/** The rules of project notes (spec 1 §5-6, spec 2 §5-6), used by the server and the UI. */

/** The project fields that say who may share a note with the client. */
export interface TNoteProjectPeople {
  EstimatedBy: number | null;
  SoldBy: number | null;
  ManagedBy: number | null;
}

type TNoteUser = TSubject & { UserID: number };

/** Include-client: admins, or the project's estimator, seller or manager. */
export function canIncludeClient(user: TNoteUser | null | undefined, project: TNoteProjectPeople) {
  if (!user) return false;
  return (
    isAdmin(user) || [project.EstimatedBy, project.SoldBy, project.ManagedBy].includes(user.UserID)
  );
}

/** Authors delete their own notes; admins delete any. */
export function canDeleteNote(user: TNoteUser | null | undefined, note: { UserID: number | null }) {
  if (!user) return false;
  return isAdmin(user) || (note.UserID !== null && note.UserID === user.UserID);
}

/** Note text must be non-empty to add (spec 2 §5). */
export const NOTE_MAX_LENGTH = 4000;
export const isBlankNote = (text: string) => text.trim() === '';

import { isAdmin, type TSubject } from '../permissions/can';

/** The rules of project notes (spec 1 §5-6, spec 2 §5-6), used by the server and the UI. */

/** The project fields that say who may share a note with the client. */
export interface TNoteProjectPeople {
  EstimatedBy: number | null;
  SoldBy: number | null;
  ManagedBy: number | null;
  ProjectManagerID: number | null;
  ProjectEngineerID: number | null;
  SuperintendentID: number | null;
}

/** Where a note is written: the desktop's Project Info, or the field area (/m). */
export type TNoteChannel = 'desktop' | 'field';

type TNoteUser = TSubject & { UserID: number };

/**
 * Include-client: admins, or on the desktop the project's estimator, seller or manager (spec 1
 * §5), in the field the project's manager, engineer or superintendent (spec 3 §6).
 */
export function canIncludeClient(
  user: TNoteUser | null | undefined,
  project: TNoteProjectPeople,
  channel: TNoteChannel = 'desktop',
) {
  if (!user) return false;
  const people =
    channel === 'desktop'
      ? [project.EstimatedBy, project.SoldBy, project.ManagedBy]
      : [project.ProjectManagerID, project.ProjectEngineerID, project.SuperintendentID];
  return isAdmin(user) || people.includes(user.UserID);
}

/** Who may include the client, in words, for the 403. */
export const INCLUDE_CLIENT_WHO: Record<TNoteChannel, string> = {
  desktop: "Only an admin or the project's estimator, seller or manager may include the client.",
  field:
    "Only an admin or the project's manager, engineer or superintendent may include the client from the field.",
};

/** Authors delete their own notes; admins delete any. */
export function canDeleteNote(user: TNoteUser | null | undefined, note: { UserID: number | null }) {
  if (!user) return false;
  return isAdmin(user) || (note.UserID !== null && note.UserID === user.UserID);
}

/** Note text must be non-empty to add (spec 2 §5). */
export const NOTE_MAX_LENGTH = 4000;
export const isBlankNote = (text: string) => text.trim() === '';

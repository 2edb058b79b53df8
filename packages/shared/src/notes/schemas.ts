import { z } from 'zod';
import { NOTE_MAX_LENGTH } from './rules';
import { MAX_ID, ZIdInput } from '../core/ids';
import { parseInteger } from '../core/integer';
import { ZFlag } from '../core/strict-inputs';

/** A project note (spec 1 §3, spec 2 §3), plus the author's id so the UI knows what may be deleted. */
export const ZProjectNote = z.object({
  NoteID: z.number().int(),
  ProjectID: z.number().int(),
  UserID: z.number().int().nullable(),
  DisplayName: z.string().nullable(),
  NoteText: z.string(),
  CreatedDate: z.string(),
  IncludeClientInd: z.union([z.literal(0), z.literal(1)]),
});
export type TProjectNote = z.infer<typeof ZProjectNote>;

export const ZProjectNotesQuery = z.object({ projectID: ZIdInput });
export const ZProjectNotesReply = z.object({
  projectNotes: z.array(ZProjectNote),
  /** May the signed-in user share a note with the client on this project (from the desktop)? */
  canIncludeClient: z.boolean(),
  /** ... and from the field area, where the rule names other people (spec 3 §6)? */
  canIncludeClientInField: z.boolean(),
  /** Does the project have a client contact email to share it with? */
  hasClientEmail: z.boolean(),
});

export const ZAddNoteBody = z.object({
  projectID: ZIdInput,
  note: z.string().max(NOTE_MAX_LENGTH, `A note may hold at most ${NOTE_MAX_LENGTH} characters.`),
  includeClientInd: ZFlag.default(0),
});
export const ZAddNoteReply = z.object({
  projectNote: ZProjectNote,
  /** Addresses the note was emailed to (queued in the outbox). */
  emailedTo: z.array(z.string()),
});

export const ZNoteIdParams = z.object({ noteId: ZIdInput });
export const ZDeleteNoteReply = z.object({ deletedNote: z.object({ NoteID: z.number().int() }) });

export const ZNoteEmailDetailsReply = z.object({
  clientEmail: z.string().nullable(),
  subject: z.string(),
  emailList: z.array(z.string()),
});

export const ZNotificationRecipient = z.object({
  UserID: z.number().int(),
  DisplayName: z.string(),
  EmailAddress: z.string(),
});
export type TNotificationRecipient = z.infer<typeof ZNotificationRecipient>;

export const ZProjectIdParams = z.object({ projectId: ZIdInput });
export const ZNotificationsReply = z.object({ notifications: z.array(ZNotificationRecipient) });
export const ZNotificationBody = z.object({ projectID: ZIdInput, userID: ZIdInput });

export const ZMobileNoteIdParams = z.object({ noteID: ZIdInput });

/**
 * The whole recipient list at once (spec 3 §7): user ids as a comma list ("3,6,12"), or null or
 * "" for nobody.
 */
const NOTIFICATIONS_MESSAGE = `notifications must be user ids (1 to ${MAX_ID}) separated by commas`;
export const ZMergeNotificationsBody = z.object({
  projectID: ZIdInput,
  notifications: z
    .string()
    .max(2000)
    // Ids fit the key column (2147483648 answered 500) and the list is not padded (issue 30).
    .regex(/^(\d{1,10}(\s*,\s*\d{1,10})*)?$/, NOTIFICATIONS_MESSAGE)
    .refine(
      (list) =>
        list.split(',').every((id) => id.trim() === '' || parseInteger(id.trim())! <= MAX_ID),
      {
        error: NOTIFICATIONS_MESSAGE,
      },
    )
    .nullable(),
});

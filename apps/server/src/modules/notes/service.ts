import type { TUser } from '@n5/shared/session/schemas';
import type { TNoteChannel } from '@n5/shared/notes/rules';
import type { TNotesDeps } from './deps';
import { addNote } from './use-cases/add-note';
import { addRecipient } from './use-cases/add-recipient';
import { deleteNote } from './use-cases/delete-note';
import { getNoteEmailDetails } from './use-cases/get-note-email-details';
import { listNotes } from './use-cases/list-notes';
import { listRecipients } from './use-cases/list-recipients';
import { mergeRecipients } from './use-cases/merge-recipients';
import { removeRecipient } from './use-cases/remove-recipient';

/** A use case's input: its second parameter. */
type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * Project notes and notification recipients (spec 1 §5-7, spec 2 §5-7). The service only composes
 * the use cases (`use-cases/<verb-noun>.ts`), each `(deps, input, user) => reply`; every rule the
 * dialog shows is enforced there: empty notes, include-client, delete rights, duplicate recipients.
 */
export function createNotesService(deps: TNotesDeps) {
  return {
    listNotes: (input: TInput<typeof listNotes>, user: TUser) => listNotes(deps, input, user),
    getNoteEmailDetails: (input: TInput<typeof getNoteEmailDetails>) =>
      getNoteEmailDetails(deps, input),
    addNote: (input: TInput<typeof addNote>, user: TUser, channel?: TNoteChannel) =>
      addNote(deps, input, user, channel),
    deleteNote: (input: TInput<typeof deleteNote>, user: TUser) => deleteNote(deps, input, user),
    listRecipients: (input: TInput<typeof listRecipients>) => listRecipients(deps, input),
    addRecipient: (input: TInput<typeof addRecipient>, user: TUser) =>
      addRecipient(deps, input, user),
    removeRecipient: (input: TInput<typeof removeRecipient>, user: TUser) =>
      removeRecipient(deps, input, user),
    mergeRecipients: (input: TInput<typeof mergeRecipients>, user: TUser) =>
      mergeRecipients(deps, input, user),
  };
}
export type TNotesService = ReturnType<typeof createNotesService>;

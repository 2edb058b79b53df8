import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notesContract as c } from '@n5/shared/notes/contract';
import { callApi, type TReplyOf } from '../../../lib/api-client';
import { sendOrKeepFieldWrite } from '../../../lib/field-queue/field-queue';
import { queryKeys } from '../../../lib/query-keys';

export const notesQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.notes(projectId),
    queryFn: ({ signal }) => callApi(c.listNotes, { query: { projectID: projectId } }, { signal }),
  });

export const noteEmailDetailsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.noteEmailDetails(projectId),
    queryFn: ({ signal }) =>
      callApi(c.noteEmailDetails, { query: { projectID: projectId } }, { signal }),
  });

export const recipientsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.noteRecipients(projectId),
    queryFn: ({ signal }) => callApi(c.listNotifications, { params: { projectId } }, { signal }),
  });

/** Where a note is written from: the desktop's calls, or the field area's (spec 3 §7). */
export type TNotesChannel = 'desktop' | 'mobile';

/** The field queue's scope for one project's kept notes. */
export const keptNotesScope = (projectId: number) => `notes:${projectId}`;

/**
 * Adds a note. From the field a note the network does not take is kept on the phone and sent
 * when it returns; the reply is then null.
 */
export function useAddNote(projectId: number, via: TNotesChannel = 'desktop') {
  const queryClient = useQueryClient();
  return useMutation({
    // From the field the write runs offline too: it is kept on the phone (never paused unseen).
    networkMode: via === 'mobile' ? 'always' : 'online',
    mutationFn: (input: { note: string; includeClient: boolean }) => {
      const body = {
        projectID: projectId,
        note: input.note,
        includeClientInd: input.includeClient ? 1 : 0,
      } as const;
      if (via === 'desktop') return callApi(c.addNote, { body });
      return sendOrKeepFieldWrite({
        route: 'addNoteMobile',
        body,
        projectId,
        scope: keptNotesScope(projectId),
        label: `Note: ${input.note.length > 60 ? `${input.note.slice(0, 60)}…` : input.note}`,
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.project.notes(projectId) }),
  });
}

export function useDeleteNote(projectId: number, via: TNotesChannel = 'desktop') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) =>
      via === 'mobile'
        ? callApi(c.deleteNoteMobile, { params: { noteID: noteId } })
        : callApi(c.deleteNote, { params: { noteId } }),
    // The spec: the note leaves the list once the server confirms deletedNote.
    onSuccess: ({ deletedNote }) =>
      queryClient.setQueryData(notesQuery(projectId).queryKey, (old) =>
        old
          ? {
              ...old,
              projectNotes: old.projectNotes.filter((n) => n.NoteID !== deletedNote.NoteID),
            }
          : old,
      ),
  });
}

export function useRecipientChange(projectId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (reply: TReplyOf<typeof c.listNotifications>) => {
    queryClient.setQueryData(recipientsQuery(projectId).queryKey, reply);
    void queryClient.invalidateQueries({ queryKey: queryKeys.project.noteEmailDetails(projectId) });
  };
  const add = useMutation({
    mutationFn: (userId: number) =>
      callApi(c.addNotification, { body: { projectID: projectId, userID: userId } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: number) =>
      callApi(c.removeNotification, { query: { projectID: projectId, userID: userId } }),
    onSuccess,
  });
  return { add, remove };
}

/** The field area's recipient editor: the whole list in one call (merge-project-notifications). */
export function useMergeRecipients(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      callApi(c.mergeNotifications, {
        body: { projectID: projectId, notifications: userIds.length ? userIds.join(',') : null },
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(recipientsQuery(projectId).queryKey, reply);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.project.noteEmailDetails(projectId),
      });
    },
  });
}

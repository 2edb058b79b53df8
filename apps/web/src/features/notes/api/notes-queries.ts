import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notesContract as c } from '@n5/shared/notes/contract';
import { callApi, type TReplyOf } from '../../../lib/api-client';
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

export function useAddNote(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { note: string; includeClient: boolean }) =>
      callApi(c.addNote, {
        body: {
          projectID: projectId,
          note: input.note,
          includeClientInd: input.includeClient ? 1 : 0,
        },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.project.notes(projectId) }),
  });
}

export function useDeleteNote(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => callApi(c.deleteNote, { params: { noteId } }),
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

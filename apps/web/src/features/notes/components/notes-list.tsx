import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { canDeleteNote } from '@n5/shared/notes/rules';
import type { TProjectNote } from '@n5/shared/notes/schemas';
import { QueryState } from '../../../components/query-state';
import { useCurrentUser } from '../../../lib/session';
import { notesQuery, useDeleteNote } from '../api/notes-queries';
import { NoteCard } from './note-card';

const EMPTY_TEXT = { all: 'No notes yet.', 0: 'No internal notes yet.', 1: 'No client notes yet.' };

/**
 * A project's notes, newest first; authors (and admins) delete them. `includeClientInd` shows one
 * view only (the project page's Internal / Client toggle); `maxHeight` scrolls the list.
 */
export function NotesList({
  projectId,
  includeClientInd,
  maxHeight,
}: {
  projectId: number;
  includeClientInd?: 0 | 1;
  maxHeight?: number;
}) {
  const user = useCurrentUser();
  const notes = useQuery(notesQuery(projectId));
  const remove = useDeleteNote(projectId);
  const shown = (list: TProjectNote[]) =>
    includeClientInd === undefined
      ? list
      : list.filter((n) => n.IncludeClientInd === includeClientInd);

  return (
    <Stack
      spacing={1}
      aria-label="Notes"
      component="section"
      sx={maxHeight ? { maxHeight, overflowY: 'auto', pr: 0.5 } : undefined}
    >
      {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
      <QueryState
        query={notes}
        loadingLabel="Loading notes"
        errorText="The notes could not be loaded"
        empty={{
          when: (data) => shown(data.projectNotes).length === 0,
          text: EMPTY_TEXT[includeClientInd ?? 'all'],
        }}
      >
        {(data) =>
          shown(data.projectNotes).map((note) => (
            <NoteCard
              key={note.NoteID}
              note={note}
              onDelete={canDeleteNote(user, note) ? () => remove.mutate(note.NoteID) : undefined}
              isDeleting={remove.isPending}
            />
          ))
        }
      </QueryState>
    </Stack>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { canDeleteNote } from '@n5/shared/notes/rules';
import type { TProjectNote } from '@n5/shared/notes/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { useCurrentUser } from '../../../lib/session';
import { notesQuery, useDeleteNote, type TNotesChannel } from '../api/notes-queries';
import { NoteCard } from './note-card';

const EMPTY_TEXT = { all: 'No notes yet.', 0: 'No internal notes yet.', 1: 'No client notes yet.' };

/** The start of a note, to name it in the delete question. */
const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

/**
 * A project's notes, newest first; authors (and admins) delete them, after a confirmation.
 * `includeClientInd` shows one view only (the project page's Internal / Client toggle);
 * `maxHeight` scrolls the list; `onChange` hears of every deletion.
 */
export function NotesList({
  projectId,
  includeClientInd,
  maxHeight,
  onChange,
  via = 'desktop',
}: {
  projectId: number;
  includeClientInd?: 0 | 1;
  maxHeight?: number;
  onChange?: () => void;
  via?: TNotesChannel;
}) {
  const user = useCurrentUser();
  const notes = useQuery(notesQuery(projectId));
  const remove = useDeleteNote(projectId, via);
  const [asking, setAsking] = useState<TProjectNote | null>(null);
  const confirmDelete = (note: TProjectNote) => {
    setAsking(null);
    remove.mutate(note.NoteID, { onSuccess: () => onChange?.() });
  };
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
              onDelete={canDeleteNote(user, note) ? () => setAsking(note) : undefined}
              isDeleting={remove.isPending}
            />
          ))
        }
      </QueryState>
      {asking && (
        <ConfirmDialog
          title="Delete this note?"
          confirmLabel="Delete"
          destructive
          onConfirm={() => confirmDelete(asking)}
          onCancel={() => setAsking(null)}
        >
          {preview(asking.NoteText)}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

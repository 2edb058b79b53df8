import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { canDeleteNote } from '@n5/shared/projects/notes';
import { ErrorState } from '../../../components/error-state';
import { useCurrentUser } from '../../../lib/session';
import { notesQuery, useDeleteNote } from '../api/notes-queries';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

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

  if (notes.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading notes" size={28} />
      </Box>
    );
  }
  if (notes.isError) {
    return (
      <ErrorState
        message={`The notes could not be loaded: ${notes.error.message}`}
        onRetry={() => notes.refetch()}
        isRetrying={notes.isFetching}
      />
    );
  }
  const list =
    includeClientInd === undefined
      ? notes.data.projectNotes
      : notes.data.projectNotes.filter((n) => n.IncludeClientInd === includeClientInd);
  const emptyText =
    includeClientInd === 1
      ? 'No client notes yet.'
      : includeClientInd === 0
        ? 'No internal notes yet.'
        : 'No notes yet.';
  return (
    <Stack
      spacing={1}
      aria-label="Notes"
      component="section"
      sx={maxHeight ? { maxHeight, overflowY: 'auto', pr: 0.5 } : undefined}
    >
      {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
      {list.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {emptyText}
        </Typography>
      )}
      {list.map((note) => (
        <Box
          key={note.NoteID}
          data-testid="project-note"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}
        >
          <Stack direction="row" alignItems="center" spacing={1}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {note.DisplayName ?? 'Former user'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {when(note.CreatedDate)}
            </Typography>
            {note.IncludeClientInd === 1 && <Chip size="small" label="Client" color="info" />}
            <Box sx={{ flex: 1 }} />
            {canDeleteNote(user, note) && (
              <Tooltip title="Delete note">
                <span>
                  <IconButton
                    size="small"
                    aria-label="Delete note"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(note.NoteID)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            )}
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
            {note.NoteText}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

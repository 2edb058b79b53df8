import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { TProjectNote } from '@n5/shared/notes/schemas';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** One note: author, time, the Client mark, the text, and Delete when `onDelete` is given. */
export function NoteCard(props: {
  note: TProjectNote;
  onDelete?: () => void;
  isDeleting?: boolean;
}) {
  const { note } = props;
  return (
    <Box
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
        {props.onDelete && (
          <Tooltip title="Delete note">
            <span>
              <IconButton
                size="small"
                aria-label="Delete note"
                disabled={props.isDeleting}
                onClick={props.onDelete}
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
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isBlankNote, NOTE_MAX_LENGTH } from '@n5/shared/notes/rules';
import { notesQuery, useAddNote, type TNotesChannel } from '../api/notes-queries';
import { NoteRecipientsLine } from './note-recipients-line';

/** What became of the last note added: sent (and to whom it was emailed) or kept on the phone. */
type TAddOutcome = { sentTo: string[] } | 'kept';

function AddOutcome({ outcome, onClose }: { outcome: TAddOutcome; onClose: () => void }) {
  if (outcome === 'kept')
    return (
      <Alert severity="info" onClose={onClose}>
        No network: the note is kept on this phone and sent when the network returns.
      </Alert>
    );
  const { sentTo } = outcome;
  return (
    <Alert severity="success" onClose={onClose}>
      Note added. {sentTo.length > 0 ? `Emailed to ${sentTo.join(', ')}.` : 'Nobody to email.'}
    </Alert>
  );
}

/**
 * Add a note (spec 2 §4 "Notes dialog"): the server saves it and emails the notification
 * recipients (and the client, when included) through the outbox; then the text clears.
 * `onChange` hears of every added note.
 */
export function NoteAddForm({
  projectId,
  onChange,
  via = 'desktop',
}: {
  projectId: number;
  onChange?: () => void;
  via?: TNotesChannel;
}) {
  const [text, setText] = useState('');
  const [includeClient, setIncludeClient] = useState(false);
  const [outcome, setOutcome] = useState<TAddOutcome | null>(null);
  const notes = useQuery(notesQuery(projectId));
  const add = useAddNote(projectId, via);
  const canIncludeClient =
    (via === 'mobile' ? notes.data?.canIncludeClientInField : notes.data?.canIncludeClient) ??
    false;
  const missingClientEmail = includeClient && notes.data?.hasClientEmail === false;

  const handleAdd = () => {
    if (isBlankNote(text) || missingClientEmail) return;
    setOutcome(null);
    add.mutate(
      { note: text, includeClient },
      {
        onSuccess: (reply) => {
          // null: the phone kept it, to be sent (and emailed) when the network returns.
          setOutcome(reply ? { sentTo: reply.emailedTo } : 'kept');
          setText('');
          setIncludeClient(false);
          onChange?.();
        },
      },
    );
  };

  return (
    <Stack spacing={1} component="form" onSubmit={(e) => (e.preventDefault(), handleAdd())}>
      <TextField
        label="Add a note"
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      {canIncludeClient && (
        <FormControlLabel
          control={
            <Checkbox
              checked={includeClient}
              onChange={(e) => setIncludeClient(e.target.checked)}
            />
          }
          label="Include Client"
        />
      )}
      {missingClientEmail && (
        <Alert severity="warning" title="Missing client contact email">
          Missing client contact email: there is no client contact set for this project.
        </Alert>
      )}
      {add.isError && <Alert severity="error">{add.error.message}</Alert>}
      {outcome && <AddOutcome outcome={outcome} onClose={() => setOutcome(null)} />}
      <Stack direction="row" alignItems="center" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          disabled={add.isPending || isBlankNote(text) || missingClientEmail}
        >
          {add.isPending ? 'Adding...' : 'Add note'}
        </Button>
        <NoteRecipientsLine projectId={projectId} via={via} />
      </Stack>
    </Stack>
  );
}

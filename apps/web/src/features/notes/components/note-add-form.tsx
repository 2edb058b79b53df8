import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isBlankNote, NOTE_MAX_LENGTH } from '@n5/shared/notes/rules';
import {
  noteEmailDetailsQuery,
  notesQuery,
  recipientsQuery,
  useAddNote,
  type TNotesChannel,
} from '../api/notes-queries';

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
  const [sentTo, setSentTo] = useState<string[] | null>(null);
  const [kept, setKept] = useState(false);
  const notes = useQuery(notesQuery(projectId));
  // The field area has no email-details call: the recipients list says who is emailed.
  const emailDetails = useQuery({
    ...noteEmailDetailsQuery(projectId),
    enabled: via === 'desktop',
  });
  const recipients = useQuery({ ...recipientsQuery(projectId), enabled: via === 'mobile' });
  const add = useAddNote(projectId, via);
  const canIncludeClient =
    (via === 'mobile' ? notes.data?.canIncludeClientInField : notes.data?.canIncludeClient) ??
    false;
  const missingClientEmail = includeClient && notes.data?.hasClientEmail === false;

  const handleAdd = () => {
    if (isBlankNote(text) || missingClientEmail) return;
    setSentTo(null);
    setKept(false);
    add.mutate(
      { note: text, includeClient },
      {
        onSuccess: (reply) => {
          // null: the phone kept it, to be sent (and emailed) when the network returns.
          if (reply) setSentTo(reply.emailedTo);
          else setKept(true);
          setText('');
          setIncludeClient(false);
          onChange?.();
        },
      },
    );
  };

  const emailList =
    via === 'mobile'
      ? (recipients.data?.notifications ?? []).map((r) => r.EmailAddress)
      : (emailDetails.data?.emailList ?? []);
  // Nothing is said until the list has loaded ("No notification recipients." flashed before).
  const recipientsLoaded = via === 'mobile' ? recipients.isSuccess : emailDetails.isSuccess;
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
      {sentTo && (
        <Alert severity="success" onClose={() => setSentTo(null)}>
          Note added. {sentTo.length > 0 ? `Emailed to ${sentTo.join(', ')}.` : 'Nobody to email.'}
        </Alert>
      )}
      {kept && (
        <Alert severity="info" onClose={() => setKept(false)}>
          No network: the note is kept on this phone and sent when the network returns.
        </Alert>
      )}
      <Stack direction="row" alignItems="center" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          disabled={add.isPending || isBlankNote(text) || missingClientEmail}
        >
          {add.isPending ? 'Adding...' : 'Add note'}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0 }}>
          {!recipientsLoaded
            ? null
            : emailList.length > 0
              ? `Emails ${emailList.length} recipient${emailList.length === 1 ? '' : 's'}.`
              : 'No notification recipients.'}
        </Typography>
      </Stack>
    </Stack>
  );
}

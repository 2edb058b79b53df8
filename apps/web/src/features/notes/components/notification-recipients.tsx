import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state';
import { displayNamesQuery } from '../../../lib/reference-data';
import { recipientsQuery, useRecipientChange } from '../api/notes-queries';

type TOption = { UserID: number; DisplayName: string };

/** Who gets an email when a note is added; a person is listed once (spec 2 §5). */
export function NotificationRecipients({ projectId }: { projectId: number }) {
  const recipients = useQuery(recipientsQuery(projectId));
  const users = useQuery(displayNamesQuery);
  const { add, remove } = useRecipientChange(projectId);
  const [choice, setChoice] = useState<TOption | null>(null);
  const present = new Set(recipients.data?.notifications.map((r) => r.UserID));
  const options = (users.data ?? []).filter((u) => !present.has(u.UserID));
  const error = add.error ?? remove.error;

  return (
    <Stack spacing={1} component="section" aria-label="Notification recipients">
      <Typography variant="subtitle2">Notification recipients</Typography>
      <QueryState
        query={recipients}
        loadingLabel="Loading notification recipients"
        errorText="The notification recipients could not be loaded"
        empty={{
          when: (data) => data.notifications.length === 0,
          text: 'Nobody is notified of new notes.',
        }}
      >
        {(data) => (
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.75}>
            {data.notifications.map((r) => (
              <Chip
                key={r.UserID}
                label={r.DisplayName}
                title={r.EmailAddress}
                onDelete={() => remove.mutate(r.UserID)}
                disabled={remove.isPending}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <Stack direction="row" spacing={1} alignItems="center">
        <Autocomplete
          size="small"
          sx={{ flex: 1, minWidth: 0 }}
          options={options}
          value={choice}
          onChange={(_, value) => setChoice(value)}
          getOptionLabel={(o) => o.DisplayName}
          isOptionEqualToValue={(a, b) => a.UserID === b.UserID}
          renderInput={(params) => <TextField {...params} label="Add recipient" />}
        />
        <Button
          variant="outlined"
          disabled={!choice || add.isPending || present.has(choice.UserID)}
          onClick={() => choice && add.mutate(choice.UserID, { onSuccess: () => setChoice(null) })}
        >
          Add
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
    </Stack>
  );
}

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
import { recipientsQuery, useMergeRecipients } from '../api/notes-queries';

type TOption = { UserID: number; DisplayName: string };

/** Everyone who gets new notes by email, picked from the users. */
function RecipientsPicker(props: {
  options: TOption[] | undefined;
  loading: boolean;
  chosen: TOption[];
  onChange: (value: TOption[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      options={props.options ?? []}
      loading={props.loading}
      value={props.chosen}
      onChange={(_, value) => props.onChange(value)}
      getOptionLabel={(o) => o.DisplayName}
      isOptionEqualToValue={(a, b) => a.UserID === b.UserID}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          label="Who gets new notes by email"
          placeholder={props.chosen.length ? '' : 'Nobody yet'}
        />
      )}
    />
  );
}

/**
 * The field area's notification recipients (spec 3 §4): pick the whole list, then save it in one
 * call. Read-only for someone who may not change it (`canEdit`).
 */
export function RecipientsEditor({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const recipients = useQuery(recipientsQuery(projectId));
  const users = useQuery({ ...displayNamesQuery, enabled: canEdit });
  const merge = useMergeRecipients(projectId);
  const [draft, setDraft] = useState<TOption[] | null>(null);
  const saved = recipients.data?.notifications ?? [];
  const chosen = draft ?? saved;
  const isChanged =
    draft !== null &&
    (draft.length !== saved.length || draft.some((d) => !saved.some((s) => s.UserID === d.UserID)));

  return (
    <Stack spacing={1} component="section" aria-labelledby="recipients-title">
      <Typography id="recipients-title" component="h3" sx={{ fontWeight: 700 }}>
        Notification recipients
      </Typography>
      <QueryState
        query={recipients}
        loadingLabel="Loading notification recipients"
        errorText="The notification recipients could not be loaded"
      >
        {() =>
          canEdit ? (
            <RecipientsPicker
              options={users.data}
              loading={users.isPending}
              chosen={chosen}
              onChange={setDraft}
            />
          ) : saved.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nobody is notified of new notes.
            </Typography>
          ) : (
            <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.75}>
              {saved.map((r) => (
                <Chip key={r.UserID} label={r.DisplayName} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      {users.isError && (
        <Alert severity="error">
          The list of people could not be loaded: {users.error.message}
        </Alert>
      )}
      {merge.isError && <Alert severity="error">{merge.error.message}</Alert>}
      {canEdit && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            disabled={!isChanged || merge.isPending}
            onClick={() =>
              merge.mutate(
                chosen.map((o) => o.UserID),
                { onSuccess: () => setDraft(null) },
              )
            }
          >
            {merge.isPending ? 'Saving…' : 'Save recipients'}
          </Button>
          {isChanged && (
            <Button onClick={() => setDraft(null)} disabled={merge.isPending}>
              Undo
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { RequestDialog } from '../../../components/request-dialog';
import { teamMembersQuery, useAddTeamMembers, type TTeamKey } from '../api/goals-queries';

interface TOption {
  id: number;
  full_name: string;
}

/** 'Add Team Member' (spec 2 §2.9): a searchable multi-select, Cancel and 'Add Members'. */
export function AddTeamMemberDialog(props: {
  teamKey: TTeamKey;
  present: ReadonlySet<number>;
  onClose: () => void;
}) {
  const members = useQuery(teamMembersQuery);
  const add = useAddTeamMembers(props.teamKey);
  const form = useForm<{ members: TOption[] }>({ defaultValues: { members: [] } });
  const chosen = useWatch({ control: form.control, name: 'members' });
  const options = members.data?.members.filter((m) => !props.present.has(m.id));
  const submit = form.handleSubmit(async (values) => {
    await add.mutateAsync(values.members.map((m) => m.id));
    props.onClose();
  });
  return (
    <RequestDialog
      title="Add Team Member"
      error={add.error}
      onClose={props.onClose}
      narrow
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={chosen.length === 0 || add.isPending}
            onClick={() => void submit()}
          >
            Add Members
          </Button>
        </>
      }
    >
      <Controller
        control={form.control}
        name="members"
        render={({ field }) => (
          <Autocomplete<TOption, true>
            multiple
            options={options ?? []}
            loading={options === undefined}
            getOptionLabel={(o) => o.full_name}
            getOptionKey={(o) => o.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={field.value}
            onChange={(_e, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField {...params} label="Select team members" autoFocus sx={{ mt: 1 }} />
            )}
          />
        )}
      />
    </RequestDialog>
  );
}

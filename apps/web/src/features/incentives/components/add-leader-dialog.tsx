import { Controller, useForm, type Control } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ADD_LEADER_FAILED,
  LEADERSHIP_DIVISIONS,
  type TLeadershipDivision,
} from '@n5/shared/incentives/constants';
import { RequestDialog } from '../../../components/request-dialog';
import { candidatesQuery, useAddLeader, type TYq } from '../api/incentives-queries';

interface TOption {
  userid: number;
  name: string;
}
interface TForm {
  leader: TOption | null;
  division: TLeadershipDivision | '';
}

function DivisionField(props: { control: Control<TForm>; invalid: boolean }) {
  return (
    <Controller
      control={props.control}
      name="division"
      rules={{ required: true }}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          required
          label="Division"
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          error={props.invalid}
          sx={{ mt: 2 }}
        >
          {LEADERSHIP_DIVISIONS.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * 'Add User' (spec 2 §2.10, §5): a required searchable Leader and a required Division; Add Leader
 * stays disabled until a change, nothing is sent until both are set; a failure alerts
 * 'Oh no...Something went wrong!' (§8).
 */
export function AddLeaderDialog(props: {
  quarter: TYq;
  present: ReadonlySet<number>;
  onClose: () => void;
}) {
  const candidates = useQuery(candidatesQuery);
  const add = useAddLeader(props.quarter);
  const form = useForm<TForm>({ defaultValues: { leader: null, division: '' } });
  const { isDirty, isSubmitted, errors } = form.formState;
  const options = candidates.data?.members.filter((m) => !props.present.has(m.userid));
  const submit = form.handleSubmit(async (values) => {
    await add.mutateAsync({
      empUserId: values.leader!.userid,
      division: values.division as TLeadershipDivision,
    });
    props.onClose();
  });
  return (
    <RequestDialog
      title="Add User"
      error={add.error ? new Error(ADD_LEADER_FAILED) : null}
      onClose={props.onClose}
      narrow
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!isDirty || add.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            Add Leader
          </Button>
        </>
      }
    >
      <Controller
        control={form.control}
        name="leader"
        rules={{ required: true }}
        render={({ field }) => (
          <Autocomplete<TOption>
            options={options ?? []}
            loading={options === undefined}
            getOptionLabel={(o) => o.name}
            getOptionKey={(o) => o.userid}
            isOptionEqualToValue={(a, b) => a.userid === b.userid}
            value={field.value}
            onChange={(_e, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Leader"
                required
                autoFocus
                error={isSubmitted && !!errors.leader}
                sx={{ mt: 1 }}
              />
            )}
          />
        )}
      />
      <DivisionField control={form.control} invalid={isSubmitted && !!errors.division} />
    </RequestDialog>
  );
}

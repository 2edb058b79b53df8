import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { displayNamesQuery } from '../../../lib/reference-data';
import { projectOptionsQuery, vansQuery } from '../api/inspections-queries';

/** The team member inspected (fleet and uniform). */
export function TeamMemberPicker(props: {
  userID: number | null;
  onChange: (userID: number | null) => void;
}) {
  const users = useQuery(displayNamesQuery);
  const user = users.data?.find((u) => u.UserID === props.userID) ?? null;
  return (
    <Autocomplete
      options={users.data ?? []}
      loading={users.data === undefined}
      value={user}
      getOptionLabel={(u) => u.DisplayName}
      isOptionEqualToValue={(a, b) => a.UserID === b.UserID}
      onChange={(_event, chosen) => props.onChange(chosen?.UserID ?? null)}
      sx={{ minWidth: 240, flex: 1 }}
      renderInput={(params) => <TextField {...params} label="Team member" required />}
    />
  );
}

/** The vehicle inspected (fleet). */
export function VehiclePicker(props: {
  van: number | null;
  onChange: (van: number | null) => void;
}) {
  const vans = useQuery(vansQuery);
  return (
    <TextField
      select
      label="Vehicle"
      required
      value={props.van === null ? '' : String(props.van)}
      onChange={(event) =>
        props.onChange(
          vans.data?.find((v) => String(v.VanID) === event.target.value)?.VanID ?? null,
        )
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240, flex: 1 }}
    >
      <option value="">{vans.data ? 'Choose a vehicle' : 'Loading…'}</option>
      {(vans.data ?? []).map((v) => (
        <option key={v.VanID} value={v.VanID}>
          {v.Van}
        </option>
      ))}
    </TextField>
  );
}

/** The project inspected (safety). */
export function ProjectPicker(props: {
  projectID: number | null;
  onChange: (projectID: number | null) => void;
}) {
  const projects = useQuery(projectOptionsQuery);
  const project = projects.data?.find((p) => p.ProjectID === props.projectID) ?? null;
  return (
    <Autocomplete
      options={projects.data ?? []}
      loading={projects.data === undefined}
      value={project}
      getOptionLabel={(p) => `${p.ProjectID} – ${p.ProjectName}`}
      getOptionKey={(p) => p.ProjectID}
      isOptionEqualToValue={(a, b) => a.ProjectID === b.ProjectID}
      onChange={(_event, chosen) => props.onChange(chosen?.ProjectID ?? null)}
      sx={{ minWidth: 280, flex: 2 }}
      renderInput={(params) => <TextField {...params} label="Project" required />}
    />
  );
}

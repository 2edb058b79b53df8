import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TInspectionType } from '@n5/shared/inspections/rules';
import type { TInspection } from '@n5/shared/inspections/schemas';
import { needsTeamMember, viewedHeaderRows, type THeader } from './checklist-header';
import { ProjectPicker, TeamMemberPicker, VehiclePicker } from './header-pickers';
import { FactsList } from '../../../components/facts-list';

/** The checklist's header: editable while adding, read-only text when viewing. */
export function HeaderFields(props: {
  type: TInspectionType;
  header: THeader;
  /** The inspection being viewed: its header is read-only. */
  viewed: TInspection | null;
  onChange: (header: THeader) => void;
}) {
  const { type, header, viewed } = props;
  const set = (patch: Partial<THeader>) => props.onChange({ ...header, ...patch });
  if (viewed) return <FactsList rows={viewedHeaderRows(type, viewed, header)} />;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} flexWrap="wrap" sx={{ pt: 1 }}>
      {needsTeamMember(type) && (
        <TeamMemberPicker userID={header.userID} onChange={(userID) => set({ userID })} />
      )}
      {type === 'Fleet' && <VehiclePicker van={header.van} onChange={(van) => set({ van })} />}
      {type === 'Safety' && (
        <ProjectPicker projectID={header.projectID} onChange={(projectID) => set({ projectID })} />
      )}
      {(type === 'Uniform' || type === 'Safety') && (
        <TextField
          label={type === 'Safety' ? 'Area' : 'Location'}
          required={type === 'Uniform'}
          value={header.location}
          onChange={(event) => set({ location: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: 200, flex: 1 }}
        />
      )}
      <TextField
        label="Survey date"
        type="date"
        required
        value={header.surveyDate}
        onChange={(event) => set({ surveyDate: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      />
      {type === 'Safety' && (
        <TextField
          label="Comments"
          multiline
          minRows={2}
          value={header.comments}
          onChange={(event) => set({ comments: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
          sx={{ flexBasis: '100%' }}
        />
      )}
    </Stack>
  );
}

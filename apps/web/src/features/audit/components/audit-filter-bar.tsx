import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { auditFiltersQuery, type TAuditFilters } from '../api/audit-queries';

/** The audit screen's filters: user, record type, record id and a span of days. */
export function AuditFilterBar(props: {
  value: TAuditFilters;
  onChange: (next: TAuditFilters) => void;
}) {
  const choices = useQuery(auditFiltersQuery);
  const set = (key: keyof TAuditFilters) => (e: { target: { value: string } }) =>
    props.onChange({ ...props.value, [key]: e.target.value });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} gap={2} role="search" aria-label="Audit filters">
      <TextField
        select
        size="small"
        label="User"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={props.value.userId}
        onChange={set('userId')}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All users</MenuItem>
        {choices.data?.users.map((u) => (
          <MenuItem key={u.userId} value={String(u.userId)}>
            {u.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Record type"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={props.value.entity}
        onChange={set('entity')}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All record types</MenuItem>
        {choices.data?.entities.map((e) => (
          <MenuItem key={e} value={e}>
            {e}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Record"
        value={props.value.entityId}
        onChange={set('entityId')}
      />
      <TextField
        size="small"
        type="date"
        label="From"
        value={props.value.from}
        onChange={set('from')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={props.value.to}
        onChange={set('to')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

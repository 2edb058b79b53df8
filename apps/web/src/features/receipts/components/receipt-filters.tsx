import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RECEIPT_STATUSES, type TReceiptStatus } from '@n5/shared/receipts/rules';
import { displayNamesQuery } from '../../../lib/reference-data';
import type { TReceiptFilter } from '../api/receipt-list-queries';
import { receiptProjectOptionsQuery } from '../api/receipt-queries';

/** Status, project and user filters of accounting's receipts list. */
export function ReceiptFilters(props: {
  filter: TReceiptFilter;
  onChange: (filter: TReceiptFilter) => void;
}) {
  const projects = useQuery(receiptProjectOptionsQuery).data;
  const users = useQuery(displayNamesQuery).data;
  const set = (part: Partial<TReceiptFilter>) => props.onChange({ ...props.filter, ...part });
  const select = { minWidth: 200 };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Status"
        value={props.filter.status ?? ''}
        sx={select}
        onChange={(e) => set({ status: (e.target.value || undefined) as TReceiptStatus })}
      >
        <MenuItem value="">All</MenuItem>
        {RECEIPT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Project"
        value={props.filter.projectID ?? ''}
        sx={{ minWidth: 280 }}
        disabled={!projects}
        onChange={(e) => set({ projectID: e.target.value || undefined })}
      >
        <MenuItem value="">All projects</MenuItem>
        {(projects ?? []).map((p) => (
          <MenuItem key={p.value} value={String(p.value)}>
            {p.text}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Submitted by"
        value={props.filter.userID ?? ''}
        sx={select}
        disabled={!users}
        onChange={(e) => set({ userID: e.target.value || undefined })}
      >
        <MenuItem value="">Everyone</MenuItem>
        {(users ?? []).map((u) => (
          <MenuItem key={u.UserID} value={String(u.UserID)}>
            {u.DisplayName}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { QueryState } from '../../../components/query-state';
import { receiptProjectOptionsQuery } from '../api/receipt-queries';
import { receiptPaths } from './receipt-paths';

export interface TProjectOption {
  value: number;
  text: string;
}

/** Step 1: a project picked from the searchable list of Approved and In Progress projects. */
export function ProjectPicker(props: {
  value: TProjectOption | null;
  disabled: boolean;
  onChange: (project: TProjectOption | null) => void;
}) {
  const query = useQuery(receiptProjectOptionsQuery);
  return (
    <Stack spacing={1} component="section" aria-label="Step 1">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Step 1: Choose the project
      </Typography>
      <Typography color="text.secondary">
        {RECEIPT_TEXTS.projectListNote}{' '}
        <Link component={RouterLink} to={receiptPaths.mobileProjects}>
          Projects
        </Link>
        .
      </Typography>
      <QueryState
        query={query}
        loadingLabel="Loading projects"
        errorText="The projects could not be loaded."
        size="section"
      >
        {(options) => (
          <Autocomplete
            options={options}
            value={props.value}
            disabled={props.disabled}
            getOptionLabel={(option) => option.text}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            onChange={(_event, option) => props.onChange(option)}
            renderInput={(params) => <TextField {...params} label="Project" />}
          />
        )}
      </QueryState>
    </Stack>
  );
}

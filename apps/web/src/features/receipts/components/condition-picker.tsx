import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseInteger } from '@n5/shared/core/integer';
import { RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { QueryState } from '../../../components/query-state';
import { receiptConditionOptionsQuery } from '../api/receipt-queries';

export interface TConditionOption {
  value: number;
  text: string;
  internalcomments: string;
  subcontractorscope: string;
}

function ConditionNotes({ condition }: { condition: TConditionOption }) {
  if (!condition.internalcomments && !condition.subcontractorscope) return null;
  return (
    <Stack spacing={0.5} sx={{ pl: 1, borderLeft: 3, borderColor: 'divider' }}>
      {condition.internalcomments && (
        <Typography variant="body2">
          <strong>Internal comments:</strong> {condition.internalcomments}
        </Typography>
      )}
      {condition.subcontractorscope && (
        <Typography variant="body2">
          <strong>Subcontractor scope:</strong> {condition.subcontractorscope}
        </Typography>
      )}
    </Stack>
  );
}

/** Step 2: the project's condition, with its internal comments and subcontractor scope. */
export function ConditionPicker(props: {
  projectId: number;
  value: TConditionOption | null;
  disabled: boolean;
  onChange: (condition: TConditionOption | null) => void;
}) {
  const query = useQuery(receiptConditionOptionsQuery(props.projectId));
  return (
    <Stack spacing={1} component="section" aria-label="Step 2">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Step 2: Choose the condition
      </Typography>
      <QueryState
        query={query}
        loadingLabel="Loading conditions"
        errorText="The conditions could not be loaded."
        size="section"
      >
        {(conditions) =>
          conditions.length === 0 ? (
            <Alert severity="info">{RECEIPT_TEXTS.noConditions}</Alert>
          ) : (
            <Stack spacing={1}>
              <TextField
                select
                label="Condition"
                value={props.value?.value ?? ''}
                disabled={props.disabled}
                onChange={(event) =>
                  props.onChange(
                    conditions.find((c) => c.value === parseInteger(String(event.target.value))) ??
                      null,
                  )
                }
              >
                {conditions.map((condition) => (
                  <MenuItem key={condition.value} value={condition.value}>
                    {condition.text}
                  </MenuItem>
                ))}
              </TextField>
              {props.value && <ConditionNotes condition={props.value} />}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

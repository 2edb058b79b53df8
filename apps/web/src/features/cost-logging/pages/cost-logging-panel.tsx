import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COST_LOGGING_TEXTS, logDateProblem } from '@n5/shared/cost-logging/rules';
import { parseInteger } from '@n5/shared/core/integer';
import { localIsoDate } from '@n5/shared/mobile/rules';
import { QueryState } from '../../../components/query-state';
import { conditionsQuery } from '../api/cost-logging-queries';
import { ConditionLogging, type TLoggingProject } from '../components/condition-logging';

export type { TLoggingProject };

/**
 * /m/projects/{id}/{category} (spec 3 §2.9, §4–§6): a date (not after today) and a condition of
 * the cost code with its totals and what remains, and the five logging actions; none when the
 * condition has logging turned off. Every log is kept on the phone first (the field queue) and
 * sent from there, so nothing is lost without a network.
 */
export function CostLoggingPanel(props: { project: TLoggingProject; category: string }) {
  const { project, category } = props;
  const query = useQuery(conditionsQuery(project.projectID, category));
  const today = localIsoDate();
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<number | null>(null);
  const dateProblem = logDateProblem(date, today);
  return (
    <QueryState
      query={query}
      size="page"
      loadingLabel="Loading the conditions"
      errorText="The conditions could not be loaded"
    >
      {(data) => {
        const conditionId =
          chosen ?? (data.conditions.length === 1 ? data.conditions[0]!.ConditionID : null);
        const condition = data.conditions.find((c) => c.ConditionID === conditionId) ?? null;
        return (
          <Stack spacing={2}>
            <Typography sx={{ fontWeight: 600 }}>{data.subCategoryName}</Typography>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={2}>
                <TextField
                  type="date"
                  label="Date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  error={!!dateProblem}
                  helperText={dateProblem}
                  size="small"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                />
                {data.conditions.length === 0 ? (
                  <Alert severity="info">{COST_LOGGING_TEXTS.noConditions}</Alert>
                ) : (
                  <TextField
                    select
                    label="Condition"
                    value={conditionId ?? ''}
                    onChange={(e) => setChosen(parseInteger(String(e.target.value)))}
                    size="small"
                    fullWidth
                    helperText={condition ? null : COST_LOGGING_TEXTS.pickCondition}
                  >
                    {data.conditions.map((c) => (
                      <MenuItem key={c.ConditionID} value={c.ConditionID}>
                        {c.ConditionName}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Stack>
            </Paper>
            {condition && (
              <ConditionLogging
                project={project}
                condition={condition}
                date={date}
                dateOk={!dateProblem}
              />
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

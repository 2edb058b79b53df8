import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/**
 * A pay app's "Period to" and application date (issue 31 item 6): two calendar days, saved
 * together; the server refuses days before the previous application's and any change once sent
 * or certified, and the dialog shows its message.
 */
export function PayAppDatesSection(props: {
  periodTo: string;
  applicationDate: string;
  readOnly: boolean;
  busy: boolean;
  onSave: (periodTo: string, applicationDate: string) => void;
}) {
  const [periodTo, setPeriodTo] = useState(props.periodTo);
  const [applicationDate, setApplicationDate] = useState(props.applicationDate);
  const dateField = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      label={label}
      type="date"
      value={value}
      onChange={(e) => set(e.target.value)}
      disabled={props.readOnly}
      required
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: '2000-01-01', max: '2099-12-31' },
      }}
    />
  );
  return (
    <>
      <Stack direction="row" spacing={2}>
        {dateField('Period to', periodTo, setPeriodTo)}
        {dateField('Application date', applicationDate, setApplicationDate)}
      </Stack>
      <Button
        variant="outlined"
        disabled={props.readOnly || props.busy || periodTo === '' || applicationDate === ''}
        onClick={() => props.onSave(periodTo, applicationDate)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save dates
      </Button>
    </>
  );
}

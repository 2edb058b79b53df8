import CheckIcon from '@mui/icons-material/Check';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import type { TSaveStatus } from './field-save';

/**
 * The end of a field: a spinner while it saves, a check once saved, otherwise its unit (%).
 * A refusal needs nothing here: its message is under the field.
 */
export function SaveStatusAdornment(props: {
  status: TSaveStatus;
  suffix?: string;
  /** In a select: kept left of the dropdown caret, never drawn over it. */
  clearOfCaret?: boolean;
}) {
  const sx = props.clearOfCaret ? { mr: 3 } : undefined;
  if (props.status.state === 'saving') {
    return (
      <InputAdornment position="end" sx={sx}>
        <CircularProgress size={16} aria-label="Saving" />
      </InputAdornment>
    );
  }
  if (props.status.state === 'saved') {
    return (
      <InputAdornment position="end" sx={sx}>
        {props.suffix}
        <CheckIcon
          color="success"
          sx={{ fontSize: 16, ml: props.suffix ? 0.5 : 0 }}
          aria-label="Saved"
        />
      </InputAdornment>
    );
  }
  return props.suffix ? (
    <InputAdornment position="end" sx={sx}>
      {props.suffix}
    </InputAdornment>
  ) : null;
}

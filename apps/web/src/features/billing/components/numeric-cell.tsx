import { useState } from 'react';
import InputBase from '@mui/material/InputBase';

/** Numeric text only (spec 1 §5): digits and one decimal point. */
const NUMERIC = /^\d*\.?\d*$/;

/**
 * A pay app input (an amount or a percent): takes numeric text only, saves on blur or Enter
 * when the text changed, and shows the saved value again after the table reloads.
 */
export function NumericCell(props: {
  label: string;
  value: string;
  width: number;
  suffix?: string;
  onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? props.value;
  const commit = () => {
    if (draft !== null && draft !== props.value && draft !== '' && draft !== '.') {
      props.onCommit(draft);
    }
    setDraft(null);
  };
  return (
    <InputBase
      value={shown}
      onChange={(e) => {
        if (NUMERIC.test(e.target.value)) setDraft(e.target.value);
      }}
      onFocus={(e) => e.target.select()}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        if (e.key === 'Escape') setDraft(null);
      }}
      inputProps={{ 'aria-label': props.label, inputMode: 'decimal' }}
      endAdornment={props.suffix}
      sx={{
        width: props.width,
        fontSize: 14,
        px: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '& input': { textAlign: 'right', py: 0.25 },
      }}
    />
  );
}

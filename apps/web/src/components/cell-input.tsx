import { useState } from 'react';
import InputBase from '@mui/material/InputBase';

/**
 * A grid cell typed in place (goals, the bonus pool, the pool calculation): leaving it (or Enter)
 * parses the text; `parse` returns undefined to revert to the saved value (spec 2 §5: a
 * non-numeric entry reverts), otherwise the value to save. Escape reverts.
 */
export function CellInput<V>(props: {
  label: string;
  text: string;
  parse: (text: string) => { value: V } | undefined;
  onSave: (value: V) => void;
  disabled?: boolean;
  width?: number;
}) {
  const [draft, setDraft] = useState(props.text);
  const [saved, setSaved] = useState(props.text);
  if (saved !== props.text) {
    // The server's value changed (a save, another year): show it.
    setSaved(props.text);
    setDraft(props.text);
  }
  const commit = () => {
    if (draft === props.text) return;
    const parsed = props.parse(draft);
    if (!parsed) {
      setDraft(props.text);
      return;
    }
    props.onSave(parsed.value);
  };
  return (
    <InputBase
      value={draft}
      disabled={props.disabled ?? false}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        if (e.key === 'Escape') setDraft(props.text);
      }}
      inputProps={{ 'aria-label': props.label, style: { textAlign: 'right' } }}
      sx={{
        width: props.width ?? 96,
        fontSize: 14,
        px: 0.5,
        borderRadius: 0.5,
        '&:hover': { bgcolor: '#f0f4f8' },
        '&.Mui-focused': { outline: '2px solid #1b2a3a', bgcolor: '#fff' },
      }}
    />
  );
}

/** A parser answering null for "revert", in the shape CellInput takes. */
export const revertOnNull =
  <V,>(parse: (text: string) => V | null) =>
  (text: string): { value: V } | undefined => {
    const value = parse(text);
    return value === null ? undefined : { value };
  };

import { useState } from 'react';
import InputBase from '@mui/material/InputBase';

/**
 * A grid cell typed in place (the bonus pool and pool calculation grids): leaving it (or Enter)
 * parses the text; `parse` returns null to revert to the saved value (spec 2 §5), otherwise the
 * value to save. Escape reverts.
 */
export function IncentiveCell<V>(props: {
  label: string;
  text: string;
  parse: (text: string) => V | null;
  onSave: (value: V) => void;
  disabled?: boolean;
  width?: number;
}) {
  const [draft, setDraft] = useState(props.text);
  const [saved, setSaved] = useState(props.text);
  if (saved !== props.text) {
    setSaved(props.text);
    setDraft(props.text);
  }
  const commit = () => {
    if (draft === props.text) return;
    const parsed = props.parse(draft);
    if (parsed === null) {
      setDraft(props.text);
      return;
    }
    props.onSave(parsed);
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
        width: props.width ?? 88,
        fontSize: 14,
        px: 0.5,
        borderRadius: 0.5,
        '&:hover': { bgcolor: '#f0f4f8' },
        '&.Mui-focused': { outline: '2px solid #1b2a3a', bgcolor: '#fff' },
      }}
    />
  );
}

import InputBase from '@mui/material/InputBase';
import { useInlineSave } from './inline-save';

/**
 * A grid cell typed in place (goals, the bonus pool, the pool calculation): leaving it (or Enter)
 * parses the text; `parse` returns undefined to revert to the saved value (spec 2 §5: a
 * non-numeric entry reverts), otherwise the value to save. Escape reverts (`useInlineSave`).
 */
export function CellInput<V>(props: {
  label: string;
  text: string;
  parse: (text: string) => { value: V } | undefined;
  onSave: (value: V) => void;
  disabled?: boolean;
  width?: number;
}) {
  const cell = useInlineSave<V>({
    saved: props.text,
    parse: (text) => {
      const parsed = props.parse(text);
      return parsed ? { ok: true, value: parsed.value } : { ok: false, message: null };
    },
    save: props.onSave,
  });
  return (
    <InputBase
      value={cell.text}
      disabled={props.disabled ?? false}
      onChange={(e) => cell.edit(e.target.value)}
      onBlur={cell.commit}
      onKeyDown={cell.onKeyDown}
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

import NativeSelect from '@mui/material/NativeSelect';

/** A native select drawn for the dark top bar (white text and underline). */
const topBarSelectSx = {
  color: 'inherit',
  fontSize: 14,
  minWidth: 100,
  '& select': { py: 0.5, pl: 1 },
  '& svg': { color: 'inherit' },
  '&::before, &::after': { borderColor: 'rgba(255,255,255,0.6) !important' },
  '& option': { color: '#1d2733' },
} as const;

export interface TTopMenuOption {
  value: string;
  label: string;
}

/**
 * One filter of a route's top menu (spec 2 §2.2): a native select (keyboard and phone friendly)
 * named by `label` for screen readers.
 */
export function TopMenuSelect(props: {
  label: string;
  value: string;
  options: readonly TTopMenuOption[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      inputProps={{ 'aria-label': props.label }}
      sx={topBarSelectSx}
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { SxProps, Theme } from '@mui/material/styles';

/** A page's filter box: a search field with its magnifier, named for screen readers. */
export function SearchField(props: {
  value: string;
  onChange: (value: string) => void;
  /** What a screen reader announces: "Search contacts", "Filter inspections". */
  label: string;
  placeholder?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      size="small"
      type="search"
      placeholder={props.placeholder ?? 'Filter...'}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': props.label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={props.sx}
    />
  );
}

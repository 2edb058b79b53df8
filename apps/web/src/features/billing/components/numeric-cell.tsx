import InputBase from '@mui/material/InputBase';
import { UNSIGNED_DECIMAL_TYPING } from '../../../components/form/text-field';
import { asText, useInlineSave } from '../../../components/inline-save';

/**
 * A pay app input (an amount or a percent): takes numeric text only (spec 1 §5: digits and one
 * decimal point), saves on blur or Enter when the text changed, and shows the saved value again
 * after the table reloads.
 */
export function NumericCell(props: {
  label: string;
  value: string;
  width: number;
  suffix?: string;
  onCommit: (text: string) => void;
}) {
  const cell = useInlineSave<string>({
    saved: props.value,
    // Nothing typed, or a lone point, is no number: the saved value comes back.
    parse: (text) => (text === '' || text === '.' ? { ok: false, message: null } : asText(text)),
    save: props.onCommit,
    showSavedOnSave: true,
  });
  return (
    <InputBase
      value={cell.text}
      onChange={(e) => {
        if (UNSIGNED_DECIMAL_TYPING.test(e.target.value)) cell.edit(e.target.value);
      }}
      onFocus={(e) => e.target.select()}
      onBlur={cell.commit}
      onKeyDown={cell.onKeyDown}
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

import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  MILEAGE_LABELS,
  scaleOf,
  starsToValue,
  STAR_MAX,
  valueToStars,
} from '@n5/shared/inspections/rules';
import type { TCriterion } from '@n5/shared/inspections/schemas';
import { useInlineSave } from '../../../components/inline-save';

interface TControlProps {
  value: string | null;
  disabled: boolean;
  labelId: string;
  onChange: (value: string | null) => void;
}

/** Plain text, saved when left if it changed (empty as null). */
function TextControl({ value, disabled, labelId, onChange }: TControlProps) {
  const field = useInlineSave<string | null>({
    saved: value ?? '',
    parse: (text) => ({ ok: true, value: text.trim() === '' ? null : text.trim() }),
    isChanged: (text) => (text.trim() === '' ? null : text.trim()) !== value,
    save: onChange,
  });
  return (
    <TextField
      size="small"
      value={field.text}
      disabled={disabled}
      onChange={(event) => field.edit(event.target.value)}
      onBlur={field.commit}
      onKeyDown={field.onKeyDown}
      slotProps={{ htmlInput: { 'aria-labelledby': labelId, maxLength: 500 } }}
      sx={{ minWidth: { sm: 280 }, flex: 1 }}
    />
  );
}

/** The control of a criterion's option scale (spec 2 §3). */
export function ScaleControl(props: TControlProps & { criterion: TCriterion }) {
  const { criterion, value, disabled, labelId, onChange } = props;
  const scale = scaleOf(criterion.Options);
  switch (scale.kind) {
    case 'stars':
      return (
        <Rating
          name={`criterion-${criterion.ID}`}
          max={STAR_MAX}
          value={valueToStars(value)}
          disabled={disabled}
          onChange={(_event, stars) => onChange(starsToValue(stars))}
          aria-labelledby={labelId}
          getLabelText={(stars) => `${stars} Star${stars === 1 ? '' : 's'}`}
        />
      );
    case 'choice':
      return (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value}
          disabled={disabled}
          onChange={(_event, chosen: string | null) => onChange(chosen)}
          aria-labelledby={labelId}
        >
          {scale.options.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 2, minWidth: 56 }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      );
    case 'dropdown':
      return (
        <TextField
          select
          size="small"
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-labelledby': labelId } }}
          sx={{ minWidth: 140 }}
        >
          <option value="">—</option>
          {scale.options.map((option) => (
            <option key={option} value={option}>
              {MILEAGE_LABELS[option] ?? option}
            </option>
          ))}
        </TextField>
      );
    case 'text':
      return <TextControl {...props} />;
  }
}

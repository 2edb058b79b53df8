import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  MILEAGE_LABELS,
  scaleOf,
  starsToValue,
  STAR_MAX,
  valueToStars,
} from '@n5/shared/inspections/rules';
import type { TCriterion } from '@n5/shared/inspections/schemas';

/**
 * One criterion drawn by its option scale (spec 2 §3): 5 stars (stored as stars − 1, clearing
 * sends null), No/Yes or Low/OK buttons (pressing the chosen one again clears it), the mileage
 * dropdown, or plain text saved when left. `onChange` is called once per change, to save it.
 */
export function CriterionControl(props: {
  criterion: TCriterion;
  value: string | null;
  disabled: boolean;
  onChange: (value: string | null) => void;
}) {
  const { criterion, value, disabled, onChange } = props;
  const labelId = useId();
  const scale = scaleOf(criterion.Options);
  const [text, setText] = useState(value ?? '');

  let control;
  switch (scale.kind) {
    case 'stars':
      control = (
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
      break;
    case 'choice':
      control = (
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
      break;
    case 'dropdown':
      control = (
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
      break;
    case 'text':
      control = (
        <TextField
          size="small"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            const next = text.trim() === '' ? null : text.trim();
            if (next !== value) onChange(next);
          }}
          slotProps={{ htmlInput: { 'aria-labelledby': labelId, maxLength: 500 } }}
          sx={{ minWidth: { sm: 280 }, flex: 1 }}
        />
      );
      break;
  }

  return (
    <Box
      data-testid={`criterion-${criterion.ID}`}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 1,
        py: 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography id={labelId} sx={{ flex: 1, minWidth: 0 }}>
        {criterion.Criteria}
      </Typography>
      <Box sx={{ flexShrink: 0 }}>{control}</Box>
    </Box>
  );
}

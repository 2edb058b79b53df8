import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TCriterion } from '@n5/shared/inspections/schemas';
import { ScaleControl } from './scale-control';

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
  const { criterion } = props;
  const labelId = useId();
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
      <Box sx={{ flexShrink: 0 }}>
        <ScaleControl
          criterion={criterion}
          value={props.value}
          disabled={props.disabled}
          labelId={labelId}
          onChange={props.onChange}
        />
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A twelve-column grid for a dialog's fields; each field says its share with its `span`. */
export function FieldGrid(props: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
      {props.children}
    </Box>
  );
}

/** Half a row from `sm` (the whole row on a phone), and a quarter (half on a phone). */
export const HALF_ROW = { xs: 'span 12', sm: 'span 6' };
export const QUARTER_ROW = { xs: 'span 6', sm: 'span 3' };

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A titled group of fields (a fieldset with its legend) laid out in a grid: one column on a
 * phone, two from `sm`, four from `lg`. Fields take more columns with their `span`.
 */
export function FormSection(props: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="overline"
        color="text.secondary"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {props.title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {props.children}
      </Box>
    </Box>
  );
}

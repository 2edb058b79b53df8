import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * One section of a page as an outlined card: a region named by its title (or `label`), an h2,
 * and what belongs on the title's line (`aside`: a toggle, a total, a hint).
 */
export function SectionCard(props: {
  title: string;
  /** The region's accessible name when it differs from the visible title. */
  label?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-label={props.label ?? props.title}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
        {props.aside}
      </Box>
      {props.children}
    </Paper>
  );
}

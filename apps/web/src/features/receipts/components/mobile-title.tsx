import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A receipt screen's h1 and content, as the field area's screens draw theirs. */
export function MobileTitle(props: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

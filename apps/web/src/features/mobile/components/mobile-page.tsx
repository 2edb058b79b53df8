import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A field screen: its title (the page's h1), an optional line under it, then the content. */
export function MobilePage(props: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: props.subtitle ? 0.25 : 2 }}>
        {props.title}
      </Typography>
      {props.subtitle && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {props.subtitle}
        </Typography>
      )}
      {props.children}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A centered message with an optional action: empty lists, not found, no access, failures.
 * `title` is the page heading; keep `children` to one or two short sentences.
 */
export function StatusView(props: {
  title: string;
  /** h1 when it is the whole page (not found, no access); h2 inside a screen with its own title. */
  headingLevel?: 'h1' | 'h2';
  icon?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: 6,
      }}
    >
      {props.icon && (
        <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>{props.icon}</Box>
      )}
      <Typography variant="h2" component={props.headingLevel ?? 'h1'}>
        {props.title}
      </Typography>
      {props.children && (
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {props.children}
        </Typography>
      )}
      {props.action && <Box sx={{ mt: 1 }}>{props.action}</Box>}
    </Box>
  );
}

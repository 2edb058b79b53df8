import Box from '@mui/material/Box';

/** The N5 mark (also the favicon): a navy tile with a white N and an amber 5. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="32" height="32" rx="7" fill="#1b2a3a" stroke="rgba(255,255,255,0.25)" />
      <path d="M7 23V9h2.6l6 9.2V9H18v14h-2.5l-6.1-9.3V23z" fill="#fff" />
      <path
        d="M20 9h6v2.2h-3.9l-.3 2.9c.5-.3 1.1-.4 1.8-.4 2.1 0 3.5 1.5 3.5 3.9 0 2.6-1.6 4.2-4.2 4.2-1.2 0-2.3-.3-3-.9l.7-2c.6.4 1.3.7 2.1.7 1.2 0 2-.7 2-1.9s-.8-1.9-2.1-1.9c-.6 0-1.1.1-1.7.4l-1.2-.5z"
        fill="#f59e0b"
      />
    </Box>
  );
}

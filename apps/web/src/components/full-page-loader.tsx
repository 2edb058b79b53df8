import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** While the app learns who is signed in, or while a screen's code downloads. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '60vh', height: '100%', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A loading spinner laid over the area of its nearest positioned ancestor: for a screen that
 * builds its grid while the grid's data downloads, so the empty grid is not seen meanwhile.
 */
export function CoveringSpinner(props: { label: string }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-label={props.label} size={40} />
    </Box>
  );
}

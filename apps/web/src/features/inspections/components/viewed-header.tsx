import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A viewed inspection's header: read-only label and value pairs. */
export function ViewedHeader({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

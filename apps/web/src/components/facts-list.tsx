import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Read-only label and value pairs as a definition list (a viewed inspection's header, a
 * course's details, a lien waiver's parties and figures). An empty value shows a dash; line
 * breaks in a value are kept.
 */
export function FactsList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
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

import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { chartNumber } from './chart-number';

interface TNpsBar {
  label: string;
  NPS: string | null;
  responses: number;
}

/** NPS By Division / By Work Type: one bar per group, −100 to 100. */
export function NpsBars({ title, rows }: { title: string; rows: TNpsBar[] }) {
  if (rows.length === 0)
    return <Typography color="text.secondary">No survey answered this quarter.</Typography>;
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: rows.map((r) => r.label) }]}
      yAxis={[{ min: -100, max: 100 }]}
      series={[{ label: 'NPS', data: rows.map((r) => chartNumber(r.NPS)) }]}
      aria-label={`${title}: ${rows.map((r) => `${r.label} ${r.NPS ?? 'no score'} (${r.responses} answers)`).join('; ')}`}
    />
  );
}

/** Total NPS as a gauge from −100 to 100. */
export function NpsTotal({ nps, responses }: { nps: string | null; responses: number }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Gauge
        width={220}
        height={160}
        startAngle={-110}
        endAngle={110}
        valueMin={-100}
        valueMax={100}
        value={chartNumber(nps)}
        text={nps ?? '—'}
        aria-hidden
      />
      <Typography data-testid="total-nps">
        Total NPS {nps ?? 'no score'} · {responses} answers
      </Typography>
    </Box>
  );
}

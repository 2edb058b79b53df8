import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGING_BUCKETS, AGING_LABELS } from '@n5/shared/billing/payments';
import type { z } from 'zod';
import type { ZAging } from '@n5/shared/billing/payment-schemas';
import { formatUsd } from '../../../lib/format';

/** Open balances by age (current, 31–60, 61–90, over 90 days) and their total, on one line. */
export function AgingLine(props: { aging: z.infer<typeof ZAging>; label: string }) {
  return (
    <Stack
      direction="row"
      spacing={3}
      flexWrap="wrap"
      useFlexGap
      component="dl"
      aria-label={props.label}
      sx={{ m: 0, '& dd': { m: 0, fontWeight: 700 } }}
    >
      {AGING_BUCKETS.map((b) => (
        <div key={b}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {AGING_LABELS[b]}
          </Typography>
          <Typography component="dd">{formatUsd(props.aging[b])}</Typography>
        </div>
      ))}
      <div>
        <Typography component="dt" variant="caption" color="text.secondary">
          Total open
        </Typography>
        <Typography component="dd">{formatUsd(props.aging.total)}</Typography>
      </div>
    </Stack>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { IncentiveAnalysis } from '../components/incentive-analysis';
import {
  pickedOf,
  pickedValue,
  quarterOptions,
  useIncentiveQuarter,
} from '../components/incentive-filters';

/** /m/incentive-analysis (spec 3 §2.9): one's own quarter-to-date progress, laid out for a phone. */
export function MobileIncentiveAnalysis() {
  const [q, setQ] = useIncentiveQuarter();
  const [userId, setUserId] = useState<number | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        size="small"
        label="Quarter"
        value={pickedValue(q)}
        onChange={(e) => setQ(pickedOf(e.target.value))}
        slotProps={{ select: { native: true } }}
      >
        {quarterOptions().map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
      <IncentiveAnalysis q={q} userId={userId} onPickUser={setUserId} />
    </Box>
  );
}

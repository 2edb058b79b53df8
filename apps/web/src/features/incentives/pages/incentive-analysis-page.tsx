import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseInteger } from '@n5/shared/core/integer';
import { IncentiveAnalysis } from '../components/incentive-analysis';
import { useIncentiveQuarter } from '../components/incentive-filters';

/** The picked person (?u, admins), kept in the address beside the quarter. */
export function usePickedUser(): [number | null, (u: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (u: number | null) => {
    const next = new URLSearchParams(params);
    if (u === null) next.delete('u');
    else next.set('u', String(u));
    setParams(next, { replace: true });
  };
  return [parseInteger(params.get('u')), set];
}

/** Realtime Incentive Analysis (spec 2 §2.12): the quarter-to-date incentive progress. */
export function IncentiveAnalysisPage() {
  const [q] = useIncentiveQuarter();
  const [userId, setUserId] = usePickedUser();
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 3 } }}>
      <Typography component="h1" variant="h5">
        Quarter-to-Date Incentive Progress - Q{q.quarter} {q.year}
      </Typography>
      <IncentiveAnalysis q={q} userId={userId} onPickUser={setUserId} />
    </Box>
  );
}

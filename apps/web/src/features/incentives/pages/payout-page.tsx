import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PAYOUT_FIRST_YEAR, QUARTERS } from '@n5/shared/incentives/constants';
import { PAGE_PATHS } from '@n5/shared/navigation/pages';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { poolQuery, summaryQuery, useSetPool } from '../api/incentives-queries';
import { useIncentiveYear } from '../components/incentive-filters';
import { PoolTable } from '../components/pool-table';
import { SummaryTable } from '../components/summary-table';
import { WorksheetTabs } from '../components/worksheet-tabs';

function CertificateButtons({ year }: { year: number }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Certificates">
      {QUARTERS.map((q) => (
        <Button
          key={q}
          variant="outlined"
          size="small"
          component="a"
          href={`${PAGE_PATHS.incentivePayoutCertificate}?y=${year}&q=${q}`}
          target="_blank"
          rel="noopener"
          aria-label={`Q${q} certificates (opens in a new tab)`}
        >
          Q{q}
        </Button>
      ))}
    </Box>
  );
}

/** Group Incentive Payouts (spec 2 §2.11): summary, pool calculation, four worksheets, certificates. */
export function PayoutPage() {
  const [year] = useIncentiveYear();
  const inRange = year >= PAYOUT_FIRST_YEAR && year <= new Date().getFullYear() + 1;
  const summary = useQuery({ ...summaryQuery(year), enabled: inRange });
  const pool = useQuery({ ...poolQuery(year), enabled: inRange });
  const setPool = useSetPool(year);
  const locked = summary.data?.lockedQuarters ?? [];
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, p: { xs: 1, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          Group Incentive Payouts {year}
        </Typography>
        {inRange && <CertificateButtons year={year} />}
      </Box>
      {!inRange && <Alert severity="warning">That year is out of range</Alert>}
      {inRange && (
        <>
          <SectionCard title="Incentive Summary by Team Member">
            <QueryState
              query={summary}
              loadingLabel="Loading the incentive summary"
              errorText="The incentive summary could not be loaded"
              empty={{ when: (r) => r.summary.length === 0, text: 'No team members this year.' }}
            >
              {(reply) => <SummaryTable summary={reply.summary} />}
            </QueryState>
          </SectionCard>
          <SectionCard title="Pool Calculation">
            {setPool.error && (
              <Alert severity="error">The pool was not saved: {setPool.error.message}</Alert>
            )}
            <QueryState
              query={pool}
              loadingLabel="Loading the pool calculation"
              errorText="The pool calculation could not be loaded"
            >
              {(reply) => (
                <PoolTable
                  rows={reply.pool}
                  lockedQuarters={locked}
                  onSave={(quarter, p, percent) => setPool.mutate({ quarter, pool: p, percent })}
                />
              )}
            </QueryState>
          </SectionCard>
          <WorksheetTabs year={year} />
        </>
      )}
    </Box>
  );
}

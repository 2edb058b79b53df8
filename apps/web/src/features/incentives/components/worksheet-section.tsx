import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { isQuarterOver } from '@n5/shared/incentives/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatShortDate } from '../../../lib/format';
import { useLockQuarter, worksheetQuery, type TYq } from '../api/incentives-queries';
import { todayIso } from './incentive-filters';
import { WorksheetTable } from './worksheet-table';

/** One quarter's Individual Incentive Worksheet, with Lock (a paid quarter's figures frozen). */
export function WorksheetSection({ q }: { q: TYq }) {
  const sheet = useQuery(worksheetQuery(q));
  const lock = useLockQuarter(q.year);
  const [confirming, setConfirming] = useState(false);
  const lockedAt = sheet.data?.worksheet.lockedAt ?? null;
  return (
    <SectionCard
      title={`Individual Incentive Worksheet - Q${q.quarter}`}
      aside={
        lockedAt ? (
          <Chip
            label={`Paid and locked ${formatShortDate(lockedAt)}`}
            color="success"
            size="small"
          />
        ) : (
          <Button
            size="small"
            variant="outlined"
            disabled={!sheet.data || !isQuarterOver(q, todayIso())}
            onClick={() => setConfirming(true)}
          >
            Lock Q{q.quarter}
          </Button>
        )
      }
    >
      {lock.error && (
        <Alert severity="error">The quarter was not locked: {lock.error.message}</Alert>
      )}
      <QueryState
        query={sheet}
        loadingLabel={`Loading the Q${q.quarter} worksheet`}
        errorText={`The Q${q.quarter} worksheet could not be loaded`}
        empty={{
          when: (r) => r.worksheet.rows.length === 0,
          text: 'No team members in this quarter.',
        }}
      >
        {(reply) => <WorksheetTable sheet={reply.worksheet} />}
      </QueryState>
      {confirming && (
        <ConfirmDialog
          title={`Lock Q${q.quarter} ${q.year}?`}
          confirmLabel="Lock"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            lock.mutate(q.quarter);
          }}
        >
          Lock this quarter once it is paid: its worksheet and certificates are frozen as they are
          now, and its stars, percents and pools can no longer be changed.
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}

import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PROPOSAL_MARKER } from '@n5/shared/contracts/contract-amount';
import { contractAmountQuery } from '../lib/contract-amount';
import { formatUsd } from '../lib/format';

/** The "Proposal" marker beside an amount that is the Base's total, not yet approved. */
export function ProposalMarker() {
  return (
    <Box
      component="span"
      sx={{
        fontSize: '0.6875rem',
        lineHeight: 1.4,
        px: 0.5,
        border: 1,
        borderRadius: 0.5,
        color: 'text.secondary',
      }}
    >
      {PROPOSAL_MARKER}
    </Box>
  );
}

/**
 * "Contract amount $X" for a section's title line (project page, Tracking): the one figure the
 * browser's Contract column shows, marked "Proposal" before any approval.
 */
export function ContractAmountFigure({ projectId }: { projectId: number }) {
  const query = useQuery(contractAmountQuery(projectId));
  return (
    <Typography
      component="p"
      variant="body2"
      data-testid="project-contract-amount"
      aria-busy={query.isPending}
      sx={{ m: 0, display: 'inline-flex', alignItems: 'baseline', gap: 0.75 }}
    >
      <span>Contract amount</span>
      {query.isPending ? (
        <span>…</span>
      ) : query.isError ? (
        <span>could not be loaded</span>
      ) : (
        <>
          {query.data.basis === 'Proposal' && <ProposalMarker />}
          <Box component="strong">{formatUsd(query.data.amount)}</Box>
        </>
      )}
    </Typography>
  );
}

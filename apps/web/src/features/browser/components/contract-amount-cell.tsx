import type { CustomCellRendererProps } from 'ag-grid-react';
import Box from '@mui/material/Box';
import { PROPOSAL_MARKER } from '@n5/shared/contracts/contract-amount';
import type { TBrowserProject } from '@n5/shared/browser/schemas';

/**
 * Contract: the project's contract amount (one rule, contracts/contract-amount.ts), marked
 * "Proposal" while no client contract is approved — the Base's total, not yet sold.
 */
export function ContractAmountCell(props: CustomCellRendererProps<TBrowserProject, string>) {
  const row = props.data;
  if (!row) return null;
  const isProposal = row.ContractAmountBasis === 'Proposal';
  return (
    <Box
      component="span"
      data-testid="contract-amount"
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5 }}
    >
      {isProposal && (
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
      )}
      <span>{props.valueFormatted ?? props.value}</span>
    </Box>
  );
}

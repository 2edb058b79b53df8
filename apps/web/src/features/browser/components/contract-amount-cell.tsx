import type { CustomCellRendererProps } from 'ag-grid-react';
import Box from '@mui/material/Box';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { ProposalMarker } from '../../../components/contract-amount-figure';

/**
 * Contract: the project's contract amount (one rule, contracts/contract-amount.ts), marked
 * "Proposal" while no client contract is approved — the Base's total, not yet sold.
 */
export function ContractAmountCell(props: CustomCellRendererProps<TBrowserProject, string>) {
  const row = props.data;
  if (!row) return null;
  return (
    <Box
      component="span"
      data-testid="contract-amount"
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5 }}
    >
      {row.ContractAmountBasis === 'Proposal' && <ProposalMarker />}
      <span>{props.valueFormatted ?? props.value}</span>
    </Box>
  );
}

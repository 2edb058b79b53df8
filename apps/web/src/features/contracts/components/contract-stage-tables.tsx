import Box from '@mui/material/Box';
import { CONTRACT_STAGES, type TContractStage } from '@n5/shared/contracts/constants';
import { formatUsd } from '../../../lib/format';
import { ContractTable, type TContractRow, type TRowAction, type TTotals } from './contract-table';

const NO_TOTALS = { GrandTotal: '0', InvoicedTotal: '0', ReceivedTotal: '0' };

/** Approved, Pending and Inactive, then (sub tab) the grand totals. */
export function ContractStageTables(props: {
  kind: 'client' | 'sub';
  rows: TContractRow[] | undefined;
  totals: Partial<Record<TContractStage, TTotals>> | undefined;
  newTotals: (stage: TContractStage) => TTotals | null;
  grandTotals: TTotals | undefined;
  showOldLinks: boolean;
  allowed: Partial<Record<TRowAction, boolean>>;
  onAction: (action: TRowAction, row: TContractRow) => void;
  onDays: (row: TContractRow, text: string) => void;
  onRetention: (row: TContractRow, text: string) => void;
}) {
  const { kind } = props;
  return (
    <Box>
      {CONTRACT_STAGES.map((stage) => (
        <ContractTable
          key={stage}
          kind={kind}
          stage={stage}
          rows={(props.rows ?? []).filter((r) => r.stage === stage)}
          totals={props.totals?.[stage] ?? NO_TOTALS}
          newTotals={props.newTotals(stage)}
          showOldLinks={props.showOldLinks}
          allowed={props.allowed}
          onAction={props.onAction}
          onDays={props.onDays}
          onRetention={props.onRetention}
        />
      ))}
      {kind === 'sub' && props.grandTotals && (
        <Box sx={{ mt: 2, fontWeight: 700 }} aria-label="Grand totals">
          Grand totals: contract {formatUsd(props.grandTotals.GrandTotal)}, invoiced{' '}
          {formatUsd(props.grandTotals.InvoicedTotal)}, paid{' '}
          {formatUsd(props.grandTotals.ReceivedTotal)}
        </Box>
      )}
    </Box>
  );
}

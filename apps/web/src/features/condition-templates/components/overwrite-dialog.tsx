import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import { QueryState } from '../../../components/query-state';
import { overwriteDetailQuery, useDecideTemplate } from '../api/condition-templates-queries';
import { DialogShell } from '../../../components/dialog-shell';

const COMPARED: Array<[keyof TConditionTemplate, string]> = [
  ['ConditionName', 'Condition name'],
  ['InternalComments', 'Condition description'],
  ['SubcontractorScope', 'Subcontractor description'],
  ['TotalQuantities', 'Quantity'],
  ['MeasurementType', 'Unit'],
  ['LaborHours', 'Labor hours'],
  ['LaborRate', 'Labor rate'],
  ['LaborMarkup', 'Labor markup'],
  ['LaborTotal', 'Labor total'],
  ['MaterialCost', 'Material cost'],
  ['MaterialMarkup', 'Material markup'],
  ['MaterialTotal', 'Material total'],
  ['EquipmentCost', 'Equipment cost'],
  ['EquipmentMarkup', 'Equipment markup'],
  ['EquipmentTotal', 'Equipment total'],
  ['OtherCostsCost', 'Other costs cost'],
  ['OtherCostsMarkup', 'Other costs markup'],
  ['OtherCostsTotal', 'Other costs total'],
];

/**
 * The overwrite comparison (spec 2 §2.14, /condition-template-approval/{id}): the template as it
 * is (old) and as the request would make it (new); Approve overwrites it, Cancel goes back.
 */
export function OverwriteDialog(props: { id: number; onClose: (approved: boolean) => void }) {
  const detail = useQuery(overwriteDetailQuery(props.id));
  const decide = useDecideTemplate();
  const canApprove =
    !!detail.data?.oldValue && detail.data.newValue.Status !== 'Overwritten' && !decide.isPending;
  return (
    <DialogShell
      title="Overwrite condition template"
      onClose={() => props.onClose(false)}
      maxWidth="md"
      dividers
      actions={
        <>
          <Button onClick={() => props.onClose(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!canApprove}
            onClick={() =>
              decide.mutate(
                { decision: 'approve', conditionID: props.id },
                { onSuccess: () => props.onClose(true) },
              )
            }
          >
            Approve overwrite
          </Button>
        </>
      }
    >
      {decide.isError && <Alert severity="error">{decide.error.message}</Alert>}
      <QueryState
        query={detail}
        loadingLabel="Loading the comparison"
        errorText="The comparison could not be loaded"
      >
        {({ oldValue, newValue }) => (
          <Table size="small" aria-label="Old and new values">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Old value (#{oldValue?.ConditionID ?? '—'})</TableCell>
                <TableCell>New value (request #{newValue.ConditionID})</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {COMPARED.map(([field, label]) => {
                const before = oldValue ? String(oldValue[field] ?? '') : '';
                const after = String(newValue[field] ?? '');
                const changed = before !== after;
                return (
                  <TableRow key={field} selected={changed}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {label}
                    </TableCell>
                    <TableCell>{before}</TableCell>
                    <TableCell sx={changed ? { fontWeight: 700 } : undefined}>{after}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </DialogShell>
  );
}

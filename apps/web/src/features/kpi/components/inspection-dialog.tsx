import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MILEAGE_LABELS, STAR_OPTIONS, valueToStars } from '@n5/shared/inspections/rules';
import { DialogShell } from '../../../components/dialog-shell';
import { QueryState } from '../../../components/query-state';
import { inspectionDetailQuery } from '../api/kpi-queries';

export type TAuditType = 'Fleet' | 'Uniform' | 'Warehouse' | 'Safety';

/** The dialog titles of spec 2 §2.5. */
export const INSPECTION_TITLES: Record<TAuditType, string> = {
  Fleet: 'Fleet Inspection',
  Uniform: 'Uniform and Presentation Inspection',
  Warehouse: 'Warehouse Inspection',
  Safety: 'Safety Inspection',
};

const valueText = (options: string, value: string | null) => {
  if (value === null) return '—';
  const stars = options === STAR_OPTIONS ? valueToStars(value) : null;
  if (stars !== null) return `${stars} of 5 stars`;
  return MILEAGE_LABELS[value] ?? value;
};

/** The survey tables' magnifier: the inspection's criteria and scores, read-only. */
export function InspectionDialog(props: {
  kpiEventId: string;
  type: TAuditType;
  onClose: () => void;
}) {
  const query = useQuery(inspectionDetailQuery(props.kpiEventId, props.type));
  return (
    <DialogShell
      title={INSPECTION_TITLES[props.type]}
      onClose={props.onClose}
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <QueryState
        query={query}
        loadingLabel="Loading the inspection"
        errorText="The inspection could not be loaded"
      >
        {(data) => (
          <>
            <Table size="small" aria-label="Criteria and scores">
              <TableHead>
                <TableRow>
                  <TableCell>Criteria</TableCell>
                  <TableCell align="right">Score</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.criteria.map((c) => (
                  <TableRow key={c.ID}>
                    <TableCell>{c.Criteria}</TableCell>
                    <TableCell align="right">{valueText(c.Options, c.Value)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {data.comments && <Typography sx={{ mt: 2 }}>{data.comments}</Typography>}
          </>
        )}
      </QueryState>
    </DialogShell>
  );
}

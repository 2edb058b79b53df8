import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TAuditLogEntry } from '@n5/shared/audit/contract';

/** "11/24/2026 3:05 PM": audit dates as MM/dd/yyyy (spec 2 §5) with the time, local. */
export function formatAuditTime(at: string) {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
}

type TRow = Omit<TAuditLogEntry, 'entity' | 'entityId'> &
  Partial<Pick<TAuditLogEntry, 'entity' | 'entityId'>>;

/** Audit rows: who, when, (what record), the action, and each field's old and new value. */
export function AuditTable(props: { rows: TRow[]; label: string; showRecord: boolean }) {
  return (
    <Table size="small" aria-label={props.label}>
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          {props.showRecord && <TableCell>Record</TableCell>}
          <TableCell>Action</TableCell>
          <TableCell>Field</TableCell>
          <TableCell>Old value</TableCell>
          <TableCell>New value</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.auditId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAuditTime(row.at)}</TableCell>
            <TableCell>{row.userName ?? 'System'}</TableCell>
            {props.showRecord && (
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.entity} {row.entityId}
              </TableCell>
            )}
            <TableCell>{row.action}</TableCell>
            <TableCell>{row.field ?? ''}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word', maxWidth: 320 }}>
              {row.oldValue ?? ''}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word', maxWidth: 320 }}>
              {row.newValue ?? ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

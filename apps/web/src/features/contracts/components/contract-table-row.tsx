import DescriptionIcon from '@mui/icons-material/Description';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatPercent, formatShortDate, formatUsd } from '../../../lib/format';
import {
  ActionsCell,
  BidCell,
  EditCell,
  ProposalCell,
  UploadCell,
  ViewCell,
} from './contract-row-cells';
import type { TContractRow, TRowAction } from './contract-table-types';
import { isContractRowReadOnly } from '@n5/shared/contracts/rules';

/** One contract of a table: its links and actions, Days and Retention editable until sent. */
export function ContractTableRow(props: {
  row: TContractRow;
  sub: boolean;
  showOldLinks?: boolean;
  hasMenu: boolean;
  onMenu: (anchor: HTMLElement) => void;
  onAction: (action: TRowAction, row: TContractRow) => void;
  onDays: (row: TContractRow, value: string) => void;
  onRetention: (row: TContractRow, value: string) => void;
}) {
  const { row, onAction } = props;
  const readOnly = isContractRowReadOnly(row);
  return (
    <TableRow data-testid={`contract-${row.type}`}>
      {props.sub && <TableCell>{row.companyName}</TableCell>}
      <BidCell row={row} sub={props.sub} onAction={onAction} />
      <ProposalCell row={row} onAction={onAction} />
      <UploadCell row={row} onAction={onAction} />
      <ViewCell row={row} showOldLinks={props.showOldLinks} />
      <TableCell>
        <EditCell
          label={`Days of ${row.type}`}
          value={row.days === null ? '' : String(row.days)}
          readOnly={readOnly}
          width={40}
          onSave={(v) => props.onDays(row, v)}
        />
      </TableCell>
      <TableCell>
        <EditCell
          label={`Retention % of ${row.type}`}
          value={formatPercent(row.retention).replace('%', '')}
          readOnly={readOnly}
          width={48}
          onSave={(v) => props.onRetention(row, v)}
        />
        {readOnly && '%'}
      </TableCell>
      <TableCell align="right">{formatUsd(row.total)}</TableCell>
      <TableCell align="right">{formatUsd(row.invoiced)}</TableCell>
      <TableCell align="right">{formatUsd(row.paid)}</TableCell>
      <TableCell>{formatShortDate(row.bidDate)}</TableCell>
      <TableCell>{formatShortDate(row.sentDate)}</TableCell>
      <TableCell>{formatShortDate(row.approvalDate)}</TableCell>
      <TableCell>
        <IconButton
          size="small"
          aria-label={`Inclusions of ${row.companyName} ${row.type}`}
          onClick={() => onAction('inclusions', row)}
        >
          <DescriptionIcon fontSize="small" />
        </IconButton>
        {row.inclusions.length}
      </TableCell>
      <ActionsCell row={row} hasMenu={props.hasMenu} onMenu={props.onMenu} />
    </TableRow>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { asText, useInlineSave } from '../../../components/inline-save';
import type { TContractRow, TRowAction } from './contract-table-types';

type TOnAction = (action: TRowAction, row: TContractRow) => void;

/** Days or retention, saved when left (`useInlineSave`) if changed; read-only once sent. */
export function EditCell(props: {
  label: string;
  value: string;
  readOnly: boolean;
  /** The input's width in px (compact: the tables fit a laptop). */
  width: number;
  onSave: (value: string) => void;
}) {
  const cell = useInlineSave({ saved: props.value, parse: asText, save: props.onSave });
  if (props.readOnly) return <>{props.value}</>;
  return (
    <TextField
      size="small"
      sx={{ '& .MuiInputBase-input': { px: 1 } }}
      value={cell.text}
      onChange={(e) => cell.edit(e.target.value)}
      onBlur={cell.commit}
      onKeyDown={cell.onKeyDown}
      slotProps={{
        htmlInput: {
          'aria-label': props.label,
          inputMode: 'decimal',
          style: { width: props.width },
        },
      }}
    />
  );
}

/** The contract type, its alternates-form mark and (subs) Upload Bid. */
export function BidCell({
  row,
  sub,
  onAction,
}: {
  row: TContractRow;
  sub: boolean;
  onAction: TOnAction;
}) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      {row.type}
      {row.alternateSent && (
        <Tooltip title="Alternates form sent">
          <MarkEmailReadIcon
            fontSize="small"
            color="success"
            titleAccess="Alternates form sent"
            sx={{ ml: 0.5, verticalAlign: 'middle' }}
          />
        </Tooltip>
      )}
      {sub && row.stage !== 'Approved' && (
        <Tooltip title="Upload Bid">
          <IconButton
            size="small"
            aria-label={`Upload bid for ${row.companyName} ${row.type}`}
            onClick={() => onAction('uploadBid', row)}
          >
            <RequestQuoteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </TableCell>
  );
}

/** Send (or send again) a pending contract. */
export function ProposalCell({ row, onAction }: { row: TContractRow; onAction: TOnAction }) {
  return (
    <TableCell>
      {row.stage === 'Pending' && (
        <Tooltip title={row.sent ? 'Sent; send again' : 'Send contract'}>
          <IconButton
            size="small"
            aria-label={`${row.sent ? 'Send again' : 'Send'} ${row.companyName} ${row.type}`}
            onClick={() => onAction('send', row)}
          >
            {row.sent ? (
              <CheckCircleIcon fontSize="small" color="success" />
            ) : (
              <SendIcon fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
      )}
    </TableCell>
  );
}

/** Upload the signed contract while pending; its PDF once it has one. */
export function UploadCell({ row, onAction }: { row: TContractRow; onAction: TOnAction }) {
  return (
    <TableCell>
      {row.stage === 'Pending' ? (
        <Tooltip title="Upload the signed contract (PDF)">
          <IconButton
            size="small"
            aria-label={`Upload signed ${row.companyName} ${row.type}`}
            onClick={() => onAction('upload', row)}
          >
            <UploadFileIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : row.fileUrl ? (
        <Link href={row.fileUrl} target="_blank" rel="noopener">
          PDF
        </Link>
      ) : null}
    </TableCell>
  );
}

/** The public contract page, and the old-style one when asked for. */
export function ViewCell({ row, showOldLinks }: { row: TContractRow; showOldLinks?: boolean }) {
  return (
    <TableCell>
      <IconButton
        size="small"
        component="a"
        href={row.viewUrl}
        target="_blank"
        rel="noopener"
        aria-label={`View ${row.companyName} ${row.type}`}
      >
        <OpenInNewIcon fontSize="small" />
      </IconButton>
      {showOldLinks && row.oldViewUrl && (
        <IconButton
          size="small"
          component="a"
          href={row.oldViewUrl}
          target="_blank"
          rel="noopener"
          aria-label={`View ${row.companyName} ${row.type} (old style)`}
        >
          <OpenInNewIcon fontSize="small" color="action" />
        </IconButton>
      )}
    </TableCell>
  );
}

/** The accounting sync state and the More actions button. */
export function ActionsCell(props: {
  row: TContractRow;
  hasMenu: boolean;
  onMenu: (anchor: HTMLElement) => void;
}) {
  const { row } = props;
  return (
    <TableCell>
      {row.accounting.status === 'failed' && (
        <Tooltip title={row.accounting.error ?? 'Failed'}>
          <Typography variant="caption" color="error">
            Sync failed
          </Typography>
        </Tooltip>
      )}
      {row.accounting.status === 'queued' && (
        <Typography variant="caption">Sending to accounting</Typography>
      )}
      {row.accounting.status === 'synced' && <Typography variant="caption">Synced</Typography>}
      {props.hasMenu && (
        <IconButton
          size="small"
          aria-label={`More actions for ${row.companyName} ${row.type}`}
          onClick={(e) => props.onMenu(e.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      )}
    </TableCell>
  );
}

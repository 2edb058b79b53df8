import { Fragment, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DescriptionIcon from '@mui/icons-material/Description';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '@mui/utils';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TContractStage } from '@n5/shared/contracts/constants';
import { WideTable } from '../../../components/wide-table';
import { formatPercent, formatShortDate, formatUsd } from '../../../lib/format';

/** A client or sub contract as the tables show it. */
export interface TContractRow {
  guid: string;
  companyId: number | null;
  companyName: string;
  type: string;
  stage: TContractStage;
  sent: boolean;
  description: string;
  days: number | null;
  retention: string;
  total: string;
  invoiced: string;
  paid: string;
  bidDate: string | null;
  sentDate: string | null;
  approvalDate: string | null;
  inclusions: Array<{ text: string }>;
  fileUrl: string | null;
  bidFileUrl?: string | null;
  viewUrl: string;
  /** The old-style public link (client contracts), shown with showv1=true. */
  oldViewUrl?: string;
  accounting: { status: string; error: string | null };
  /** Pushed to accounting without signature (still Pending): a repeat is the forced re-sync. */
  pushedUnsigned?: boolean;
  /** Client alternates: the Alternates form's sent flag. */
  alternateSent?: boolean;
}

export type TRowAction =
  | 'send'
  | 'upload'
  | 'uploadBid'
  | 'inclusions'
  | 'deactivate'
  | 'reactivate'
  | 'returnToPending'
  | 'pushWithoutSignature'
  | 'resync'
  | 'alternatesForm';

export interface TTotals {
  GrandTotal: string;
  InvoicedTotal: string;
  ReceivedTotal: string;
}

/**
 * Column widths shared by the Approved, Pending and Inactive tables, so they line up; they fit a
 * 1440 screen whole (issue 40 item 15), and a narrower one scrolls with the first column pinned.
 */
const SHARED_COLUMNS = [64, 56, 48, 72, 80, 104, 104, 104, 92, 92, 92, 72, 96];
const CLIENT_COLUMNS = [120, ...SHARED_COLUMNS];
const SUB_COLUMNS = [160, 96, ...SHARED_COLUMNS];

const EMPTY: Record<TContractStage, string> = {
  Approved: 'No approved contracts',
  Pending: 'No pending contracts',
  Inactive: 'No Inactive contracts',
};

/** Days or retention, saved on blur when changed; read-only once sent. */
function EditCell(props: {
  label: string;
  value: string;
  readOnly: boolean;
  /** The input's width in px (compact: the tables fit a laptop). */
  width: number;
  onSave: (value: string) => void;
}) {
  const [draft, setDraft] = useState(props.value);
  if (props.readOnly) return <>{props.value}</>;
  return (
    <TextField
      size="small"
      sx={{ '& .MuiInputBase-input': { px: 1 } }}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => draft !== props.value && props.onSave(draft)}
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

/**
 * One of the three tables (Approved, Pending, Inactive) of the Client or Sub Contract tab,
 * grouped by company with its id, with a totals footer (OLD and NEW side by side when given).
 */
export function ContractTable(props: {
  kind: 'client' | 'sub';
  stage: TContractStage;
  rows: TContractRow[];
  totals: TTotals;
  newTotals?: TTotals | null;
  /** Both link styles in View (showv1=true on a v2 project, spec 1 §2). */
  showOldLinks?: boolean;
  allowed: Partial<Record<TRowAction, boolean>>;
  onAction: (action: TRowAction, row: TContractRow) => void;
  onDays: (row: TContractRow, value: string) => void;
  onRetention: (row: TContractRow, value: string) => void;
}) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: TContractRow } | null>(null);
  const groups = new Map<string, TContractRow[]>();
  for (const r of props.rows) {
    const k = `${r.companyName} (#${r.companyId ?? '-'})`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const label = `${props.stage} ${props.kind === 'client' ? 'client' : 'sub'} contracts`;
  const menuItems = (row: TContractRow): Array<{ action: TRowAction; text: string }> =>
    (
      [
        row.alternateSent !== undefined &&
          row.stage === 'Pending' && {
            action: 'alternatesForm' as const,
            text: row.alternateSent ? 'Send the alternates form again' : 'Send the alternates form',
          },
        row.stage === 'Pending' && { action: 'deactivate' as const, text: 'Deactivate' },
        row.stage === 'Inactive' && { action: 'reactivate' as const, text: 'Reactivate' },
        row.stage === 'Approved' &&
          props.allowed.returnToPending && {
            action: 'returnToPending' as const,
            text: 'Return to pending',
          },
        row.stage === 'Pending' &&
          props.allowed.pushWithoutSignature &&
          !(row.pushedUnsigned && ['queued', 'synced'].includes(row.accounting.status)) && {
            action: 'pushWithoutSignature' as const,
            text: 'Push without signature',
          },
        (row.stage === 'Approved' || (row.stage === 'Pending' && row.pushedUnsigned)) &&
          props.allowed.resync && { action: 'resync' as const, text: 'Force re-sync' },
      ] as Array<{ action: TRowAction; text: string } | false | undefined>
    ).filter((x): x is { action: TRowAction; text: string } => !!x);

  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
        {props.stage}
      </Typography>
      <WideTable label={label} columns={props.kind === 'sub' ? SUB_COLUMNS : CLIENT_COLUMNS}>
        <TableHead>
          <TableRow>
            {props.kind === 'sub' && <TableCell>Subcontractor</TableCell>}
            <TableCell>Bid</TableCell>
            <TableCell>Proposal</TableCell>
            <TableCell>Upload</TableCell>
            <TableCell>View</TableCell>
            <TableCell>Days</TableCell>
            <TableCell>Retention %</TableCell>
            <TableCell align="right">Contract</TableCell>
            <TableCell align="right">Invoiced</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell>Bid Rcvd</TableCell>
            <TableCell>Cont Sent</TableCell>
            <TableCell>Cont Rcvd</TableCell>
            <TableCell>Inclusions</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={15}>{EMPTY[props.stage]}</TableCell>
            </TableRow>
          )}
          {[...groups].map(([group, rows]) => (
            <Fragment key={group}>
              {props.kind === 'client' && (
                <TableRow>
                  <TableCell colSpan={15} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                    {group}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row) => {
                const readOnly = row.sent || row.stage === 'Approved';
                const items = menuItems(row);
                return (
                  <TableRow key={row.guid} data-testid={`contract-${row.type}`}>
                    {props.kind === 'sub' && <TableCell>{row.companyName}</TableCell>}
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
                      {props.kind === 'sub' && row.stage !== 'Approved' && (
                        <Tooltip title="Upload Bid">
                          <IconButton
                            size="small"
                            aria-label={`Upload bid for ${row.companyName} ${row.type}`}
                            onClick={() => props.onAction('uploadBid', row)}
                          >
                            <RequestQuoteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                    <TableCell>
                      {row.stage === 'Pending' && (
                        <Tooltip title={row.sent ? 'Sent; send again' : 'Send contract'}>
                          <IconButton
                            size="small"
                            aria-label={`${row.sent ? 'Send again' : 'Send'} ${row.companyName} ${row.type}`}
                            onClick={() => props.onAction('send', row)}
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
                    <TableCell>
                      {row.stage === 'Pending' ? (
                        <Tooltip title="Upload the signed contract (PDF)">
                          <IconButton
                            size="small"
                            aria-label={`Upload signed ${row.companyName} ${row.type}`}
                            onClick={() => props.onAction('upload', row)}
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
                      {props.showOldLinks && row.oldViewUrl && (
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
                        onClick={() => props.onAction('inclusions', row)}
                      >
                        <DescriptionIcon fontSize="small" />
                      </IconButton>
                      {row.inclusions.length}
                    </TableCell>
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
                      {row.accounting.status === 'synced' && (
                        <Typography variant="caption">Synced</Typography>
                      )}
                      {items.length > 0 && (
                        <IconButton
                          size="small"
                          aria-label={`More actions for ${row.companyName} ${row.type}`}
                          onClick={(e) => setMenu({ anchor: e.currentTarget, row })}
                        >
                          <MoreVertIcon fontSize="small" />
                        </IconButton>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={props.kind === 'sub' ? 7 : 6} sx={{ fontWeight: 700 }}>
              {props.newTotals ? 'Totals (OLD / NEW)' : 'Totals'}
            </TableCell>
            {(['GrandTotal', 'InvoicedTotal', 'ReceivedTotal'] as const).map((k) => (
              <TableCell key={k} align="right" sx={{ fontWeight: 700 }}>
                {formatUsd(props.totals[k])}
                {props.newTotals && ` / ${formatUsd(props.newTotals[k])}`}
              </TableCell>
            ))}
            <TableCell colSpan={5} />
          </TableRow>
        </TableFooter>
      </WideTable>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        {menu &&
          menuItems(menu.row).map((item) => (
            <MenuItem
              key={item.action}
              onClick={() => {
                setMenu(null);
                props.onAction(item.action, menu.row);
              }}
            >
              {item.text}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}

import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TPayAppStatus } from '@n5/shared/billing/constants';
import { amountsLock, canChangePayAppStatus, payAppPercentText } from '@n5/shared/billing/rules';
import type { TClientInvoicingReply, TPayAppHead } from '@n5/shared/billing/schemas';
import { PAYAPP_TEXTS } from '@n5/shared/payapp/texts';
import { WideTable } from '../../../components/wide-table';
import { formatPercent, formatUsd } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { NumericCell } from './numeric-cell';
import { PayAppHeader, type TPayAppAction } from './pay-app-header';
import { greyed, pct, sticky } from './invoice-styles';

type TRow = TClientInvoicingReply['payapps'][number];

export interface TInvoiceTableHandlers {
  onStatus: (n: number, status: TPayAppStatus) => void;
  onAction: (kind: TPayAppAction, payApp: TPayAppHead) => void;
  onAmount: (n: number, subCategoryCode: string, field: 'amount' | 'percent', text: string) => void;
}

/** One pay app's cell of a row: editable amount and percent while open, else text. */
function AppCell(
  props: { row: TRow; payApp: TPayAppHead } & Pick<TInvoiceTableHandlers, 'onAmount'>,
) {
  const user = useCurrentUser();
  const { row: r, payApp: p } = props;
  const n = p.paymentApplicationType;
  const cell = r.apps[String(n)] ?? { amount: '0.00', pct: '0', stored: '0' };
  const editable = amountsLock(user, p.status) === null && p.kind !== 'release';
  const name = `Pay App ${n} ${r.subCategoryCode}`;
  const save = (field: 'amount' | 'percent') => (text: string) =>
    props.onAmount(n, r.subCategoryCode, field, text);
  return (
    <TableCell align="right" sx={greyed(p)}>
      {editable ? (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end">
          <NumericCell
            label={`${name} amount`}
            value={cell.amount}
            width={92}
            onCommit={save('amount')}
          />
          <NumericCell
            label={`${name} percent`}
            value={payAppPercentText(cell.pct)}
            width={58}
            suffix="%"
            onCommit={save('percent')}
          />
        </Stack>
      ) : (
        <span>
          {formatUsd(cell.amount)} · {pct(cell.pct)}
        </span>
      )}
      {cell.stored !== '0.00' && (
        <Typography variant="caption" display="block">
          stored {formatUsd(cell.stored)}
        </Typography>
      )}
      {cell.rate && (
        <Typography variant="caption" display="block">
          retainage {formatPercent(cell.rate, { minDecimals: 0, maxDecimals: 4 })} (line)
        </Typography>
      )}
    </TableCell>
  );
}

function InvoiceRow(
  props: { row: TRow; payApps: TPayAppHead[] } & Pick<TInvoiceTableHandlers, 'onAmount'>,
) {
  const { row: r } = props;
  return (
    <TableRow hover>
      <TableCell sx={sticky}>
        {r.subCategoryCode} {r.description}
        {r.overBilled && (
          <Typography variant="caption" display="block" color="error" fontWeight={700}>
            {PAYAPP_TEXTS.overBilled}: past Adjusted
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{formatUsd(r.base)}</TableCell>
      <TableCell align="right">{formatUsd(r.approvedChanges)}</TableCell>
      <TableCell align="right">{formatUsd(r.adjusted)}</TableCell>
      <TableCell align="right">{formatUsd(r.totalInvoiced)}</TableCell>
      <TableCell align="right">{formatUsd(r.balanceToInvoice)}</TableCell>
      <TableCell align="right">{pct(r.pctLeftToInvoice)}</TableCell>
      {props.payApps.map((p) => (
        <AppCell key={p.paymentApplicationType} row={r} payApp={p} onAmount={props.onAmount} />
      ))}
    </TableRow>
  );
}

function InvoiceHead(props: { payApps: TPayAppHead[] } & TInvoiceTableHandlers) {
  const user = useCurrentUser();
  const canStatus = canChangePayAppStatus(user);
  return (
    <TableHead>
      <TableRow sx={{ verticalAlign: 'bottom' }}>
        <TableCell sx={sticky}>Sub-category</TableCell>
        <TableCell align="right">Base</TableCell>
        <TableCell align="right">Approved Changes</TableCell>
        <TableCell align="right">Adjusted</TableCell>
        <TableCell align="right">Total Invoiced</TableCell>
        <TableCell align="right">Balance to Invoice</TableCell>
        <TableCell align="right">% Left to Invoice</TableCell>
        {props.payApps.map((p) => (
          <TableCell
            key={p.paymentApplicationType}
            sx={greyed(p)}
            data-testid={`pay-app-${p.paymentApplicationType}`}
          >
            <PayAppHeader
              payApp={p}
              amountsLocked={amountsLock(user, p.status) !== null}
              canChangeStatus={canStatus}
              onStatus={(status) => props.onStatus(p.paymentApplicationType, status)}
              onAction={(kind) => props.onAction(kind, p)}
            />
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

function InvoiceFoot({ data: d }: { data: TClientInvoicingReply }) {
  return (
    <TableFooter>
      <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
        <TableCell sx={sticky}>Totals</TableCell>
        <TableCell align="right">{formatUsd(d.totals.baseTotal)}</TableCell>
        <TableCell align="right">{formatUsd(d.totals.approvedChangesTotal)}</TableCell>
        <TableCell align="right">{formatUsd(d.totals.adjustedTotal)}</TableCell>
        <TableCell align="right">{formatUsd(d.totals.totalInvoicedTotal)}</TableCell>
        <TableCell align="right">{formatUsd(d.totals.balanceToInvoiceTotal)}</TableCell>
        <TableCell align="right">{pct(d.totals.pctLeftToInvoiceTotal)}</TableCell>
        {d.payApps.map((p) => {
          const t = d.totals.apps[String(p.paymentApplicationType)];
          return (
            <TableCell key={p.paymentApplicationType} align="right" sx={greyed(p)}>
              {formatUsd(t?.amount ?? '0')} · {pct(t?.pct ?? '0')}
            </TableCell>
          );
        })}
      </TableRow>
    </TableFooter>
  );
}

/**
 * The Invoice tab's table: per sub-category Base, Approved Changes, Adjusted, Total Invoiced,
 * Balance, % Left and one column per pay app; the totals footer. Pay apps add columns: the
 * table scrolls in its own region with the sub-category pinned (components/wide-table).
 */
export function InvoiceTable(props: { data: TClientInvoicingReply } & TInvoiceTableHandlers) {
  const { data: d } = props;
  return (
    <WideTable
      label="Client invoicing"
      regionLabel="Client invoicing table"
      sx={{ whiteSpace: 'nowrap' }}
    >
      <InvoiceHead payApps={d.payApps} {...props} />
      <TableBody>
        {d.payapps.map((r) => (
          <InvoiceRow
            key={r.subCategoryCode}
            row={r}
            payApps={d.payApps}
            onAmount={props.onAmount}
          />
        ))}
      </TableBody>
      <InvoiceFoot data={d} />
    </WideTable>
  );
}

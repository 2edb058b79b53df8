import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TContractStage } from '@n5/shared/contracts/constants';
import { WideTable } from '../../../components/wide-table';
import { formatUsd } from '../../../lib/format';
import { contractMenuItems } from './contract-row-menu';
import { ContractTableRow } from './contract-table-row';
import type { TAllowed, TContractRow, TRowAction, TTotals } from './contract-table-types';

export type { TContractRow, TRowAction, TTotals } from './contract-table-types';

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

const HEADINGS = ['Bid', 'Proposal', 'Upload', 'View', 'Days', 'Retention %'];
const MONEY_HEADINGS = ['Contract', 'Invoiced', 'Paid'];
const DATE_HEADINGS = ['Bid Rcvd', 'Cont Sent', 'Cont Rcvd', 'Inclusions'];

function ContractTableHead({ sub }: { sub: boolean }) {
  return (
    <TableHead>
      <TableRow>
        {sub && <TableCell>Subcontractor</TableCell>}
        {HEADINGS.map((h) => (
          <TableCell key={h}>{h}</TableCell>
        ))}
        {MONEY_HEADINGS.map((h) => (
          <TableCell key={h} align="right">
            {h}
          </TableCell>
        ))}
        {DATE_HEADINGS.map((h) => (
          <TableCell key={h}>{h}</TableCell>
        ))}
        <TableCell>
          <Box component="span" sx={visuallyHidden}>
            Actions
          </Box>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

/** The totals row: OLD and NEW side by side when given. */
function ContractTableFooter(props: { sub: boolean; totals: TTotals; newTotals?: TTotals | null }) {
  return (
    <TableFooter>
      <TableRow>
        <TableCell colSpan={props.sub ? 7 : 6} sx={{ fontWeight: 700 }}>
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
  );
}

/** The rows grouped by company with its id, in the order they come. */
function groupsOf(rows: TContractRow[]) {
  const groups = new Map<string, TContractRow[]>();
  for (const r of rows) {
    const k = `${r.companyName} (#${r.companyId ?? '-'})`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups];
}

/** The More actions menu of the row it was opened on. */
function RowMenu(props: {
  menu: { anchor: HTMLElement; row: TContractRow } | null;
  allowed: TAllowed;
  onClose: () => void;
  onAction: (action: TRowAction, row: TContractRow) => void;
}) {
  const { menu } = props;
  return (
    <Menu anchorEl={menu?.anchor} open={!!menu} onClose={props.onClose}>
      {menu &&
        contractMenuItems(menu.row, props.allowed).map((item) => (
          <MenuItem
            key={item.action}
            onClick={() => {
              props.onClose();
              props.onAction(item.action, menu.row);
            }}
          >
            {item.text}
          </MenuItem>
        ))}
    </Menu>
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
  allowed: TAllowed;
  onAction: (action: TRowAction, row: TContractRow) => void;
  onDays: (row: TContractRow, value: string) => void;
  onRetention: (row: TContractRow, value: string) => void;
}) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: TContractRow } | null>(null);
  const sub = props.kind === 'sub';
  const label = `${props.stage} ${props.kind === 'client' ? 'client' : 'sub'} contracts`;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
        {props.stage}
      </Typography>
      <WideTable label={label} columns={sub ? SUB_COLUMNS : CLIENT_COLUMNS}>
        <ContractTableHead sub={sub} />
        <TableBody>
          {props.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={15}>{EMPTY[props.stage]}</TableCell>
            </TableRow>
          )}
          {groupsOf(props.rows).map(([group, rows]) => (
            <Fragment key={group}>
              {props.kind === 'client' && (
                <TableRow>
                  <TableCell colSpan={15} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                    {group}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row) => (
                <ContractTableRow
                  key={row.guid}
                  row={row}
                  sub={sub}
                  showOldLinks={props.showOldLinks}
                  hasMenu={contractMenuItems(row, props.allowed).length > 0}
                  onMenu={(anchor) => setMenu({ anchor, row })}
                  onAction={props.onAction}
                  onDays={props.onDays}
                  onRetention={props.onRetention}
                />
              ))}
            </Fragment>
          ))}
        </TableBody>
        <ContractTableFooter sub={sub} totals={props.totals} newTotals={props.newTotals} />
      </WideTable>
      <RowMenu
        menu={menu}
        allowed={props.allowed}
        onClose={() => setMenu(null)}
        onAction={props.onAction}
      />
    </>
  );
}

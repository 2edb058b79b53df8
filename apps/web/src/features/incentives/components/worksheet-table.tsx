import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { toIntlValue } from '@n5/shared/core/decimal';
import type { TWorksheetReply, TWorksheetRowReply } from '@n5/shared/incentives/schemas';
import { formatPercent, formatUsd } from '../../../lib/format';

type TRow = TWorksheetRowReply;
const twoPlaces = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Hours and points: 2 decimals, exact (Intl reads the decimal text). */
export const hours = (v: string) => twoPlaces.format(toIntlValue(v) ?? 0);
const pct = (v: string | null) =>
  v === null ? '' : formatPercent(v, { minDecimals: 2, maxDecimals: 4 });

/** The worksheet columns (spec 2 §3 "Worksheet row fields"), in order. */
const COLUMNS: ReadonlyArray<{
  label: string;
  cell: (r: TRow) => string;
  total?: keyof TWorksheetReply['totals'];
}> = [
  { label: 'Ldrshp Division', cell: (r) => r.LeadershipDivision ?? '' },
  { label: 'Stars', cell: (r) => String(r.Stars) },
  { label: 'Hours', cell: (r) => hours(r.Hours), total: 'Hours' },
  { label: 'Points', cell: (r) => hours(r.Points), total: 'Points' },
  { label: 'Total Points', cell: (r) => hours(r.TotalPoints) },
  { label: 'Profit Share %', cell: (r) => pct(r.ProfitSharePercent) },
  { label: 'Profit Share Pool', cell: (r) => formatUsd(r.ProfitSharePool) },
  {
    label: 'Profit Share',
    cell: (r) => formatUsd(r.ProfitShareAmount),
    total: 'ProfitShareAmount',
  },
  { label: 'Division Gross Profit', cell: (r) => formatUsd(r.DivisionGrossProfit) },
  { label: 'Division Goal %', cell: (r) => pct(r.DivisionGoalPercent) },
  { label: 'Ldrshp Pool', cell: (r) => formatUsd(r.LeadershipPool) },
  { label: 'Ldrshp Share %', cell: (r) => pct(r.LeadershipPercent) },
  {
    label: 'Ldrshp Profit Share',
    cell: (r) => formatUsd(r.LeadershipAmount),
    total: 'LeadershipAmount',
  },
  {
    label: 'Total Profit Share',
    cell: (r) => formatUsd(r.TotalProfitShareAmount),
    total: 'TotalProfitShareAmount',
  },
];

/** An Individual Incentive Worksheet: one row per team member, and the totals (spec 2 §2.11). */
export function WorksheetTable({ sheet }: { sheet: TWorksheetReply }) {
  const total = (key: keyof TWorksheetReply['totals']) =>
    key === 'Hours' || key === 'Points' ? hours(sheet.totals[key]) : formatUsd(sheet.totals[key]);
  return (
    <TableContainer
      sx={{ maxHeight: 600 }}
      tabIndex={0}
      role="region"
      aria-label={`Q${sheet.quarter} worksheet, scrollable`}
    >
      <Table
        size="small"
        stickyHeader
        aria-label={`Individual Incentive Worksheet Q${sheet.quarter} ${sheet.year}`}
      >
        <TableHead>
          <TableRow>
            <TableCell>Team Member</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c.label} align={c.label === 'Ldrshp Division' ? 'left' : 'right'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.rows.map((r) => (
            <TableRow key={r.UserID}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {r.TeamMember}
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.label} align={c.label === 'Ldrshp Division' ? 'left' : 'right'}>
                  {c.cell(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow sx={{ '& td, & th': { fontWeight: 700, bgcolor: '#e9ecef' } }}>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c.label} align="right">
                {c.total ? total(c.total) : ''}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

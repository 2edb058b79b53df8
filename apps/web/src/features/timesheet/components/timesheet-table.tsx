import Checkbox from '@mui/material/Checkbox';
import { parseInteger } from '@n5/shared/core/integer';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { OFFICES, payPeriodDays, TIMESHEET_DAYS } from '@n5/shared/timesheet/rules';
import type { TTimesheetReply, TTimesheetRow } from '@n5/shared/timesheet/schemas';

const DAY_LABEL = {
  sat: 'Sat',
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
};
const GROUPS = [...TIMESHEET_DAYS, 'total', ...OFFICES] as const;
/** 10/24 from 2026-10-24. */
const shortDay = (iso: string) =>
  `${parseInteger(iso.slice(5, 7))}/${parseInteger(iso.slice(8, 10))}`;
const approvedText = (row: TTimesheetRow) =>
  row.approvedAt
    ? `Approved by ${row.approvedBy ?? 'a former user'} on ${new Date(row.approvedAt).toLocaleDateString('en-US')}`
    : 'Not approved';

const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', px: 0.5 } as const;

/** A group's heading: the day and its date, the week's total, or the group's name. */
function TimesheetHead({ days }: { days: string[] }) {
  const groupLabel = (group: (typeof GROUPS)[number], index: number) =>
    group === 'total'
      ? 'Total'
      : index < 7
        ? `${DAY_LABEL[group as keyof typeof DAY_LABEL]} ${shortDay(days[index]!)}`
        : group;
  return (
    <TableHead>
      <TableRow>
        <TableCell rowSpan={2}>Team Member</TableCell>
        {GROUPS.map((group, index) => (
          <TableCell key={group} colSpan={2} align="center" sx={{ fontWeight: 700 }}>
            {groupLabel(group, index)}
          </TableCell>
        ))}
        <TableCell rowSpan={2} align="center">
          Approved
        </TableCell>
      </TableRow>
      <TableRow>
        {GROUPS.flatMap((group) => [
          <TableCell key={`${group}r`} sx={figure}>
            Reg
          </TableCell>,
          <TableCell key={`${group}o`} sx={figure}>
            OT
          </TableCell>,
        ])}
      </TableRow>
    </TableHead>
  );
}

/** One person's week and its approval box. */
function TimesheetRow(props: {
  row: TTimesheetRow;
  canApprove: boolean;
  approvalNoteId?: string;
  isPending: boolean;
  onApprove: (checked: boolean) => void;
}) {
  const { row } = props;
  return (
    <TableRow hover data-testid="timesheet-row">
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {row.displayname}
        {row.office && (
          <span style={{ color: '#536271', marginLeft: 6, fontSize: 12 }}>{row.office}</span>
        )}
      </TableCell>
      {GROUPS.flatMap((group) => [
        <TableCell key={`${group}r`} sx={figure}>
          {row.figures[`${group}r`]}
        </TableCell>,
        <TableCell key={`${group}o`} sx={figure}>
          {row.figures[`${group}o`]}
        </TableCell>,
      ])}
      <TableCell align="center" title={approvedText(row)}>
        <Checkbox
          size="small"
          checked={row.approvalInd === 1}
          disabled={!props.canApprove || props.isPending}
          onChange={(e) => props.onApprove(e.target.checked)}
          slotProps={{
            input: {
              'aria-label': `Approve the week of ${row.displayname}`,
              'aria-describedby': props.approvalNoteId,
            },
          }}
        />
      </TableCell>
    </TableRow>
  );
}

/** The week's totals. */
function TimesheetFoot({ totals }: { totals: TTimesheetReply['totals'] }) {
  return (
    <TableFooter>
      <TableRow>
        <TableCell
          component="th"
          scope="row"
          sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
        >
          Totals
        </TableCell>
        {GROUPS.flatMap((group) => [
          <TableCell
            key={`${group}r`}
            sx={{ ...figure, fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
          >
            {totals[`${group}r`]}
          </TableCell>,
          <TableCell
            key={`${group}o`}
            sx={{ ...figure, fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
          >
            {totals[`${group}o`]}
          </TableCell>,
        ])}
        <TableCell />
      </TableRow>
    </TableFooter>
  );
}

/** Two columns a group (regular, overtime), a line a person, the week's totals at the foot. */
export function TimesheetTable(props: {
  sheet: TTimesheetReply;
  canApprove: boolean;
  /** The note that says who may approve, when this user may not (read by screen readers). */
  approvalNoteId?: string;
  pendingUserId: number | null;
  onApprove: (userId: number, checked: boolean) => void;
}) {
  const days = payPeriodDays(props.sheet.periodStartDate);
  return (
    <TableContainer
      // A keyboard stop of its own: on a narrow screen the table scrolls sideways, and a reader
      // who may not approve has no control inside it to scroll with.
      tabIndex={0}
      role="region"
      aria-label="Weekly timesheet table"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Table size="small" aria-label="Weekly timesheet" stickyHeader>
        <TimesheetHead days={days} />
        <TableBody>
          {props.sheet.rows.map((row) => (
            <TimesheetRow
              key={row.userid}
              row={row}
              canApprove={props.canApprove}
              approvalNoteId={props.approvalNoteId}
              isPending={props.pendingUserId === row.userid}
              onApprove={(checked) => props.onApprove(row.userid, checked)}
            />
          ))}
        </TableBody>
        <TimesheetFoot totals={props.sheet.totals} />
      </Table>
    </TableContainer>
  );
}

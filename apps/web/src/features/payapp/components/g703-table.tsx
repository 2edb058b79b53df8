import { Fragment } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TPayAppAmounts, TSubtotal } from '@n5/shared/payapp/schemas';
import { PAYAPP_TEXTS } from '@n5/shared/payapp/texts';
import { formatPercent, formatUsd } from '../../../lib/format';

/** The ten figures of a row, in column order (the PDF prints the same, with the same format). */
const figures = (a: TPayAppAmounts) => [
  formatUsd(a.base),
  formatUsd(a.approvedChanges),
  formatUsd(a.revisedValues),
  formatUsd(a.previousPeriod),
  formatUsd(a.thisPeriod),
  formatUsd(a.storedMaterials),
  formatUsd(a.totalCompleted),
  // Two decimals, as the PDF (the AIA form's percent; issue 31 item 7).
  formatPercent(a.percentComplete, { minDecimals: 2, maxDecimals: 2 }),
  formatUsd(a.balanceToFinish),
  formatUsd(a.retainage),
];

function FigureCells({ amounts, bold }: { amounts: TPayAppAmounts; bold?: boolean }) {
  return figures(amounts).map((text, index) => (
    <TableCell key={index} align="right" sx={bold ? { fontWeight: 700 } : undefined}>
      {text}
    </TableCell>
  ));
}

/** The AIA column heads, Work Completed spanning its two columns. */
function G703Head() {
  return (
    <TableHead>
      <TableRow>
        <TableCell rowSpan={2} sx={head}>
          Description of Work
        </TableCell>
        {['Original Scheduled Value', 'Change Orders', 'Revised Scheduled Values'].map((h) => (
          <TableCell key={h} rowSpan={2} align="right" sx={head}>
            {h}
          </TableCell>
        ))}
        <TableCell colSpan={2} align="center" sx={head}>
          Work Completed
        </TableCell>
        {[
          'Materials Presently Stored',
          'Total Completed',
          '%',
          'Balance to Finish',
          'Retainage',
        ].map((h) => (
          <TableCell key={h} rowSpan={2} align="right" sx={head}>
            {h}
          </TableCell>
        ))}
      </TableRow>
      <TableRow>
        <TableCell align="right" sx={head}>
          From Previous Application
        </TableCell>
        <TableCell align="right" sx={head}>
          This Period
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

/** A main category: its shaded title row, its sub-category rows and its Total row. */
function G703Group({ group }: { group: TSubtotal }) {
  return (
    <Fragment>
      <TableRow sx={{ bgcolor: 'action.hover' }}>
        <TableCell component="th" scope="rowgroup" colSpan={11} sx={{ fontWeight: 700 }}>
          {group.categoryCode} {group.mainCategoryName}
        </TableCell>
      </TableRow>
      {group.subCategories.map((row) => (
        <TableRow key={row.subCategoryCode}>
          <TableCell component="th" scope="row" sx={{ pl: 3 }}>
            {row.subCategoryCode} {row.description}
            {row.overBilled && (
              <Typography variant="caption" display="block" color="error" fontWeight={700}>
                {PAYAPP_TEXTS.overBilled}
              </Typography>
            )}
          </TableCell>
          <FigureCells amounts={row} />
        </TableRow>
      ))}
      <TableRow>
        <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
          Total
        </TableCell>
        <FigureCells amounts={group} bold />
      </TableRow>
    </Fragment>
  );
}

/** The footer looks like a Total row, not like MUI's small grey footer. */
const FOOT = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;
const head = { fontWeight: 700, lineHeight: 1.2, verticalAlign: 'bottom' } as const;

/**
 * The G703 continuation sheet (issue 16 item 3): sub-category rows grouped by main category,
 * a Total row per group and the GRAND TOTALS footer.
 */
export function G703Table({ groups, totals }: { groups: TSubtotal[]; totals: TPayAppAmounts }) {
  return (
    // Focusable, so a keyboard user can scroll the wide sheet sideways on a small screen.
    <TableContainer
      className="payapp-g703"
      tabIndex={0}
      role="region"
      aria-label="Continuation sheet, scrollable"
      sx={{ overflowX: 'auto' }}
    >
      <Table
        size="small"
        aria-label="Continuation sheet (G703)"
        sx={{
          '& th, & td': { px: 1 },
          '& td': { whiteSpace: 'nowrap' },
          '& tbody th': { minWidth: 220 },
        }}
      >
        <G703Head />
        <TableBody>
          {groups.length === 0 && (
            <TableRow>
              <TableCell colSpan={11} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                No scheduled work on this application yet.
              </TableCell>
            </TableRow>
          )}
          {groups.map((group) => (
            <G703Group key={group.mainCategoryID} group={group} />
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="payapp-grand-totals">
            <TableCell component="th" scope="row" sx={FOOT}>
              {PAYAPP_TEXTS.grandTotals}
            </TableCell>
            {figures(totals).map((text, index) => (
              <TableCell key={index} align="right" sx={FOOT}>
                {text}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

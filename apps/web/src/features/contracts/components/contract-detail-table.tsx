import type { UseQueryResult } from '@tanstack/react-query';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { ZContractDetailReply } from '@n5/shared/contracts/schemas';
import { fromNumeric, isZero } from '@n5/shared/core/decimal';
import { QueryState } from '../../../components/query-state';
import { formatUsd } from '../../../lib/format';

type TDetail = z.infer<typeof ZContractDetailReply>;

/** The approved Base, and beneath it a Base still pending, marked as such (issue 40 item 24). */
function BaseCell(props: { base: string; pendingBase: string }) {
  const pending = !isZero(fromNumeric(props.pendingBase));
  return (
    <TableCell align="right">
      {pending && isZero(fromNumeric(props.base)) ? null : formatUsd(props.base)}
      {pending && (
        <Typography component="span" variant="body2" sx={{ display: 'block', fontStyle: 'italic' }}>
          {formatUsd(props.pendingBase)} pending
        </Typography>
      )}
    </TableCell>
  );
}

/** The columns: change orders by type for the client, the subcontractor for subs. */
function DetailHead(props: { coTypes: readonly string[]; withCompany?: boolean }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell>Category</TableCell>
        <TableCell>Sub-category</TableCell>
        {props.withCompany && <TableCell>Subcontractor</TableCell>}
        <TableCell align="right">Base</TableCell>
        {!props.withCompany &&
          props.coTypes.map((t) => (
            <TableCell key={t} align="right">
              {t}
            </TableCell>
          ))}
        <TableCell align="right">Approved Changes</TableCell>
        <TableCell align="right">Adjusted (Current)</TableCell>
        <TableCell align="right">Pending Changes</TableCell>
        <TableCell align="right">Adj + Pending</TableCell>
      </TableRow>
    </TableHead>
  );
}

/**
 * Client or Sub Contract Detail: per category and sub-category, Base (a pending Base marked
 * beneath it), Approved Changes, Adjusted (Current), Pending Changes, Adj + Pending (and CO 1..n for the client; the subcontractor for
 * subs), with a totals footer; "No contract details" when empty.
 */
export function ContractDetailTable(props: {
  title: string;
  query: UseQueryResult<TDetail>;
  withCompany?: boolean;
}) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {props.title}
      </Typography>
      <QueryState
        query={props.query}
        loadingLabel={`Loading ${props.title}`}
        errorText={`The ${props.title} could not be loaded`}
        empty={{ when: (d) => d.rows.length === 0, text: 'No contract details' }}
      >
        {(d) => (
          <TableContainer tabIndex={0} role="region" aria-label={props.title}>
            <Table size="small" aria-label={props.title}>
              <DetailHead coTypes={d.coTypes} withCompany={props.withCompany} />
              <TableBody>
                {d.rows.map((r) => (
                  <TableRow key={`${r.subCategoryCode}-${r.companyName ?? ''}`}>
                    <TableCell>{r.categoryCode}</TableCell>
                    <TableCell>{r.subCategoryCode}</TableCell>
                    {props.withCompany && <TableCell>{r.companyName}</TableCell>}
                    <BaseCell base={r.base} pendingBase={r.pendingBase} />
                    {!props.withCompany &&
                      d.coTypes.map((t) => (
                        <TableCell key={t} align="right">
                          {formatUsd(r.changeOrders[t] ?? '0')}
                        </TableCell>
                      ))}
                    <TableCell align="right">{formatUsd(r.approvedChanges)}</TableCell>
                    <TableCell align="right">{formatUsd(r.adjusted)}</TableCell>
                    <TableCell align="right">{formatUsd(r.pendingChanges)}</TableCell>
                    <TableCell align="right">{formatUsd(r.adjustedPlusPending)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={props.withCompany ? 3 : 2} sx={{ fontWeight: 700 }}>
                    Totals
                  </TableCell>
                  <BaseCell base={d.totals.base} pendingBase={d.totals.pendingBase} />
                  {!props.withCompany &&
                    d.coTypes.map((t) => (
                      <TableCell key={t} align="right">
                        {formatUsd(d.totals.changeOrders[t] ?? '0')}
                      </TableCell>
                    ))}
                  <TableCell align="right">{formatUsd(d.totals.approvedChanges)}</TableCell>
                  <TableCell align="right">{formatUsd(d.totals.adjusted)}</TableCell>
                  <TableCell align="right">{formatUsd(d.totals.pendingChanges)}</TableCell>
                  <TableCell align="right">{formatUsd(d.totals.adjustedPlusPending)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </>
  );
}

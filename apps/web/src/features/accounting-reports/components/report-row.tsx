import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toCsv } from '@n5/shared/core/csv';
import { downloadCsv } from '../../../lib/csv';
import { downloadXlsx } from '../../../lib/spreadsheet';
import { lastMonth, PeriodPickers } from './period-pickers';
import type { TReportDefinition } from './report-definitions';

type TState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; rows: unknown[]; year: number; month: number }
  | { kind: 'failed'; message: string };

/** The row count, then 'Export CSV' and 'Export XLSX' of the generated rows. */
function ExportButtons(props: {
  report: TReportDefinition<unknown>;
  rows: unknown[];
  fileName: string;
}) {
  const { report, rows, fileName } = props;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {rows.length} rows
      </Typography>
      <Button
        variant="outlined"
        size="small"
        aria-label={`Export CSV: ${report.name}`}
        onClick={() => downloadCsv(`${fileName}.csv`, toCsv(rows, report.columns))}
      >
        Export CSV
      </Button>
      <Button
        variant="outlined"
        size="small"
        aria-label={`Export XLSX: ${report.name}`}
        onClick={() => void downloadXlsx(`${fileName}.xlsx`, rows, report.columns)}
      >
        Export XLSX
      </Button>
    </>
  );
}

/**
 * One report of the table (spec 2 §2.19): its Date pickers, 'Generate Report', then 'Export CSV'
 * (and XLSX) for the rows generated; an empty result shows the report's message instead.
 */
export function ReportRow({ report }: { report: TReportDefinition<unknown> }) {
  const [period, setPeriod] = useState(lastMonth);
  const [state, setState] = useState<TState>({ kind: 'idle' });
  const generate = async () => {
    setState({ kind: 'loading' });
    try {
      const rows = await report.fetch(period.year, period.month);
      setState({ kind: 'ready', rows, ...period });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };
  const fileName = state.kind === 'ready' ? report.fileName(state.year, state.month) : '';
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {report.name}
      </TableCell>
      <TableCell>
        <PeriodPickers
          report={report.name}
          period={report.period}
          {...period}
          onChange={(next) => {
            setPeriod(next);
            setState({ kind: 'idle' });
          }}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
          <Button
            variant="contained"
            size="small"
            disabled={state.kind === 'loading'}
            onClick={() => void generate()}
            aria-label={`Generate Report: ${report.name}`}
          >
            Generate Report
          </Button>
          {state.kind === 'loading' && <CircularProgress size={20} aria-label="Generating" />}
          {state.kind === 'ready' && state.rows.length > 0 && (
            <ExportButtons report={report} rows={state.rows} fileName={fileName} />
          )}
        </Stack>
        {state.kind === 'ready' && state.rows.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {report.emptyText}
          </Alert>
        )}
        {state.kind === 'failed' && (
          <Alert
            severity="error"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void generate()}>
                Retry
              </Button>
            }
          >
            {state.message}
          </Alert>
        )}
      </TableCell>
    </TableRow>
  );
}

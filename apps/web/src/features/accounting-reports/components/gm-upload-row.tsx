import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { trimHeaders } from '@n5/shared/accounting-reports/rules';
import { ACCOUNTING_REPORT_TEXT } from '@n5/shared/accounting-reports/schemas';
import { ApiError } from '../../../lib/api-client';
import { readFirstSheet } from '../../../lib/spreadsheet';
import { accountingReportsApi } from '../api/accounting-reports-api';
import { lastMonth, PeriodPickers } from './period-pickers';

type TResult = { kind: 'success' | 'error'; text: string } | null;

const NAME = 'GM Report Upload';

/**
 * GM Report Upload (spec 2 §2.19, §4, §5): a month, a year and a spreadsheet; its first sheet is
 * read here (headers trimmed) and sent as JSON. 'Success!' when the first result's ReturnValue is
 * 1; no data gives the spec's message; any other error is shown as the server words it.
 */
export function GmUploadRow() {
  const [period, setPeriod] = useState(lastMonth);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TResult>(null);
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      const rows = trimHeaders(await readFirstSheet(file));
      if (rows.length === 0) throw new Error(ACCOUNTING_REPORT_TEXT.uploadNoData);
      const reply = await accountingReportsApi.uploadGrossProfit({ ...period, rows });
      const first = reply.data[0];
      if (!first) throw new Error(ACCOUNTING_REPORT_TEXT.uploadNoData);
      setResult(
        first.ReturnValue === 1
          ? { kind: 'success', text: ACCOUNTING_REPORT_TEXT.success }
          : { kind: 'error', text: ACCOUNTING_REPORT_TEXT.uploadNoData },
      );
    } catch (error) {
      // The server's words are shown as they are; a file exceljs cannot read yields no data.
      const text = error instanceof ApiError ? error.message : ACCOUNTING_REPORT_TEXT.uploadNoData;
      setResult({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {NAME}
      </TableCell>
      <TableCell>
        <PeriodPickers report={NAME} period="month" {...period} onChange={setPeriod} />
      </TableCell>
      <TableCell>
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
          <input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="GM report spreadsheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
          <Button
            variant="contained"
            size="small"
            disabled={!file || busy}
            onClick={() => void upload()}
          >
            {busy ? 'Uploading...' : 'Upload'}
          </Button>
        </Stack>
        {result && (
          <Alert severity={result.kind} role="alert" sx={{ mt: 1 }}>
            {result.text}
          </Alert>
        )}
      </TableCell>
    </TableRow>
  );
}

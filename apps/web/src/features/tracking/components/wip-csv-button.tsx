import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { toCsv, type TCsvColumn } from '@n5/shared/core/csv';
import type { TWipReportReply } from '@n5/shared/tracking/wip-schemas';
import { downloadCsv } from '../../../lib/csv';
import { fetchWholeWipReport } from '../api/tracking-queries';
import { positionText, WIP_COLUMNS } from './wip-figures';

type TRow = TWipReportReply['rows'][number];

/** Exact decimals in the file (a spreadsheet sums them), the position in words. */
const COLUMNS: TCsvColumn<TRow>[] = [
  { header: 'Project ID', value: (r) => (r.projectID > 0 ? r.projectID : '') },
  { header: 'Project', value: (r) => r.projectName },
  ...WIP_COLUMNS.map((col) => ({ header: col.label, value: (r: TRow) => r[col.key] })),
  { header: 'Position', value: (r) => positionText(r) },
];

/** 'Export CSV': every project of the schedule (not only the page shown) and the total. */
export function WipCsvButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function exportCsv() {
    setBusy(true);
    setError(null);
    try {
      const report = await fetchWholeWipReport();
      const total = { ...report.totals, projectID: 0, projectName: 'Total' };
      downloadCsv('wip-schedule.csv', toCsv([...report.rows, total], COLUMNS));
    } catch (error) {
      setError(`The WIP schedule could not be exported: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="outlined" onClick={() => void exportCsv()} disabled={busy}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </Button>
    </>
  );
}

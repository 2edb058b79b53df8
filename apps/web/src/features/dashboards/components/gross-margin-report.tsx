import { useState } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import { toCsv } from '@n5/shared/core/csv';
import { downloadCsv } from '../../../lib/csv';
import { fetchGrossMarginByPm } from '../api/dashboards-queries';

type TRow = Awaited<ReturnType<typeof fetchGrossMarginByPm>>['data'][number];
const COLUMNS = [
  { header: 'Project Manager', value: (r: TRow) => r.projectManager },
  { header: 'Projects', value: (r: TRow) => r.projects },
  { header: 'Revenue', value: (r: TRow) => r.revenue },
  { header: 'Cost', value: (r: TRow) => r.cost },
  { header: 'Gross Profit', value: (r: TRow) => r.grossProfit },
  { header: 'Gross Margin', value: (r: TRow) => r.gmPercent ?? '' },
];

/** The Gross Margin by PM report of the year (spec 2 §7), downloaded as CSV. */
export function GrossMarginReportButton({ year }: { year: number }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const { data } = await fetchGrossMarginByPm(year);
      downloadCsv(`gross-margin-by-pm-${year}.csv`, toCsv(data, COLUMNS));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Tooltip title={state === 'failed' ? 'The report could not be downloaded' : ''}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        disabled={state === 'busy'}
        onClick={() => void download()}
        sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.5)', whiteSpace: 'nowrap' }}
      >
        Gross Margin by PM
      </Button>
    </Tooltip>
  );
}

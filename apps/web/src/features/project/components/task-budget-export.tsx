import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv } from '../../../lib/csv';
import { fetchTaskBudget } from '../api/project-info-queries';
import { toBudgetCsv } from '../budget-csv';
import { SectionCard } from '../../../components/section-card';

/** Permission 9 only (the parent hides it otherwise; the server refuses with 403). */
export function TaskBudgetExport({ projectId }: { projectId: number }) {
  const exportCsv = useMutation({
    mutationFn: () => fetchTaskBudget(projectId),
    onSuccess: ({ rows }) => {
      if (rows.length > 0) downloadCsv(`project-${projectId}-task-budget.csv`, toBudgetCsv(rows));
    },
  });
  return (
    <SectionCard title="Export Project Task Budget (CSV)" label="Export Project Task Budget">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The budget lines of this project&apos;s tasks in the accounting system, as a spreadsheet.
      </Typography>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={() => exportCsv.mutate()}
        disabled={exportCsv.isPending}
      >
        {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
      </Button>
      {exportCsv.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The export failed: {exportCsv.error.message}
        </Alert>
      )}
      {exportCsv.isSuccess && exportCsv.data.rows.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          The accounting system has no task budget lines for this project yet.
        </Alert>
      )}
    </SectionCard>
  );
}

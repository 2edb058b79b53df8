import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { isAdmin } from '@n5/shared/permissions/can';
import { addDays, isIsoDate, localIsoDate } from '@n5/shared/mobile/rules';
import { canStepForward, payPeriodDays, payPeriodStart } from '@n5/shared/timesheet/rules';
import { TIME_ACTIVITY_COLUMNS } from '@n5/shared/timesheet/schemas';
import { toCsv } from '@n5/shared/core/csv';
import { QueryState } from '../../../components/query-state';
import { downloadCsv } from '../../../lib/csv';
import { useCurrentUser } from '../../../lib/session';
import { fetchTimeActivities, timesheetQuery, useSetApproval } from '../api/timesheet-queries';
import { TimesheetTable } from '../components/timesheet-table';

const APPROVAL_NOTE_ID = 'timesheet-approvers';
/** Why the Approved boxes are off for everyone else (issue 40 item 9). */
export const TIMESHEET_APPROVERS_TEXT =
  'Only an Admin or a Superuser approves the week’s hours; you can read them here.';

/** Spec §9: the print waits two seconds (the table settles) before the print dialog opens. */
const PRINT_DELAY_MS = 2000;

const weekTitle = (start: string) => {
  const days = payPeriodDays(start);
  const text = (iso: string, year: boolean) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
  return `${text(days[0]!, false)} – ${text(days[6]!, true)}`;
};

/**
 * Spec 2 §2.15: a week at a time (Saturday to Friday) of everyone's regular and overtime hours,
 * with each person's approval, Print and Export CSV. The week is in the address (?week=).
 */
export function WeeklyTimesheetPage() {
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const today = localIsoDate();
  const asked = search.get('week');
  const start = payPeriodStart(asked && isIsoDate(asked) ? asked : today);
  const sheet = useQuery(timesheetQuery(start));
  const approval = useSetApproval(start);
  const [isPrinting, setPrinting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  useEffect(() => {
    if (!isPrinting) return;
    const timer = setTimeout(() => {
      setPrinting(false);
      window.print();
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPrinting]);

  const goTo = (week: string) => setSearch({ week }, { replace: true });
  const exportCsv = async () => {
    setExportError(null);
    try {
      const { activities } = await fetchTimeActivities(start);
      const columns = TIME_ACTIVITY_COLUMNS.map((header) => ({
        header,
        value: (row: (typeof activities)[number]) => row[header],
      }));
      downloadCsv(`time-activities-${start}.csv`, toCsv(activities, columns));
    } catch (error) {
      setExportError(`The export failed: ${(error as Error).message}`);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1600, mx: 'auto' }}>
      <GlobalStyles
        styles={{
          '@media print': {
            'header, nav, .n5-no-print': { display: 'none !important' },
            body: { background: '#fff' },
          },
        }}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        alignItems={{ md: 'center' }}
        justifyContent="space-between"
        gap={1}
        sx={{ mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Weekly Timesheet
        </Typography>
        <Stack direction="row" alignItems="center" gap={0.5}>
          <IconButton
            className="n5-no-print"
            aria-label="Previous week"
            onClick={() => goTo(addDays(start, -7))}
          >
            <ChevronLeft />
          </IconButton>
          <Typography
            data-testid="timesheet-week"
            sx={{ fontWeight: 600, minWidth: 190, textAlign: 'center' }}
          >
            {weekTitle(start)}
          </Typography>
          {canStepForward(start, today) ? (
            <IconButton
              className="n5-no-print"
              aria-label="Next week"
              onClick={() => goTo(addDays(start, 7))}
            >
              <ChevronRight />
            </IconButton>
          ) : (
            <Box sx={{ width: 40 }} />
          )}
        </Stack>
        <Stack direction="row" gap={1} className="n5-no-print">
          <Button
            variant="outlined"
            startIcon={<PrintOutlined />}
            disabled={isPrinting || !sheet.data}
            onClick={() => setPrinting(true)}
          >
            {isPrinting ? 'Preparing…' : 'Print'}
          </Button>
          <Button
            variant="contained"
            startIcon={<FileDownloadOutlined />}
            disabled={!sheet.data}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        </Stack>
      </Stack>
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      {approval.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => approval.reset()}>
          {approval.error.message}
        </Alert>
      )}
      {!isAdmin(user) && (
        <Alert severity="info" id={APPROVAL_NOTE_ID} sx={{ mb: 2 }}>
          {TIMESHEET_APPROVERS_TEXT}
        </Alert>
      )}
      <QueryState
        query={sheet}
        loadingLabel="Loading the timesheet"
        errorText="The timesheet could not be loaded"
        empty={{
          when: (data) => data.rows.length === 0,
          title: 'No hours this week',
          text: 'Nobody has reported hours for this pay period yet.',
          icon: <EventBusyOutlined />,
        }}
      >
        {(data) => (
          <TimesheetTable
            sheet={data}
            canApprove={isAdmin(user)}
            approvalNoteId={isAdmin(user) ? undefined : APPROVAL_NOTE_ID}
            pendingUserId={approval.isPending ? (approval.variables?.userID ?? null) : null}
            onApprove={(userId, checked) =>
              approval.mutate({ userID: userId, checked: checked ? 1 : 0 })
            }
          />
        )}
      </QueryState>
    </Box>
  );
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { isAdmin } from '@n5/shared/permissions/can';
import { isIsoDate, localIsoDate } from '@n5/shared/mobile/rules';
import { payPeriodStart } from '@n5/shared/timesheet/rules';
import { TIME_ACTIVITY_COLUMNS, type TTimesheetReply } from '@n5/shared/timesheet/schemas';
import { toCsv } from '@n5/shared/core/csv';
import { QueryState } from '../../../components/query-state';
import { downloadCsv } from '../../../lib/csv';
import { useCurrentUser } from '../../../lib/session';
import { fetchTimeActivities, timesheetQuery, useSetApproval } from '../api/timesheet-queries';
import { TimesheetTable } from '../components/timesheet-table';
import { WeekStepper } from '../components/week-stepper';

const APPROVAL_NOTE_ID = 'timesheet-approvers';
/** Why the Approved boxes are off for everyone else (issue 40 item 9). */
export const TIMESHEET_APPROVERS_TEXT =
  'Only an Admin or a Superuser approves the week’s hours; you can read them here.';

/** Spec §9: the print waits two seconds (the table settles) before the print dialog opens. */
const PRINT_DELAY_MS = 2000;

/** Print asks for the dialog after PRINT_DELAY_MS; `isPrinting` is true until it opens. */
function usePrintAfterDelay() {
  const [isPrinting, setPrinting] = useState(false);
  useEffect(() => {
    if (!isPrinting) return;
    const timer = setTimeout(() => {
      setPrinting(false);
      window.print();
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPrinting]);
  return [isPrinting, setPrinting] as const;
}

/** The week's time activities as a CSV download. */
async function exportTimeActivities(start: string) {
  const { activities } = await fetchTimeActivities(start);
  const columns = TIME_ACTIVITY_COLUMNS.map((header) => ({
    header,
    value: (row: (typeof activities)[number]) => row[header],
  }));
  downloadCsv(`time-activities-${start}.csv`, toCsv(activities, columns));
}

/** The navigation and these buttons are left off the printed page. */
const PRINT_STYLES = {
  '@media print': {
    'header, nav, .n5-no-print': { display: 'none !important' },
    body: { background: '#fff' },
  },
};

/** Print and Export CSV, once the week has loaded. */
function TimesheetActions(props: {
  isPrinting: boolean;
  hasSheet: boolean;
  onPrint: () => void;
  onExport: () => void;
}) {
  return (
    <Stack direction="row" gap={1} className="n5-no-print">
      <Button
        variant="outlined"
        startIcon={<PrintOutlined />}
        disabled={props.isPrinting || !props.hasSheet}
        onClick={props.onPrint}
      >
        {props.isPrinting ? 'Preparing…' : 'Print'}
      </Button>
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        disabled={!props.hasSheet}
        onClick={props.onExport}
      >
        Export CSV
      </Button>
    </Stack>
  );
}

/** The week's table, or its loading, failure and empty states. */
function SheetState(props: {
  sheet: ReturnType<typeof useQuery<TTimesheetReply>>;
  canApprove: boolean;
  approval: ReturnType<typeof useSetApproval>;
}) {
  return (
    <QueryState
      query={props.sheet}
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
          canApprove={props.canApprove}
          approvalNoteId={props.canApprove ? undefined : APPROVAL_NOTE_ID}
          pendingUserId={
            props.approval.isPending ? (props.approval.variables?.userID ?? null) : null
          }
          onApprove={(userId, checked) =>
            props.approval.mutate({ userID: userId, checked: checked ? 1 : 0 })
          }
        />
      )}
    </QueryState>
  );
}

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
  const [isPrinting, setPrinting] = usePrintAfterDelay();
  const [exportError, setExportError] = useState<string | null>(null);

  const goTo = (week: string) => setSearch({ week }, { replace: true });
  const exportCsv = async () => {
    setExportError(null);
    try {
      await exportTimeActivities(start);
    } catch (error) {
      setExportError(`The export failed: ${(error as Error).message}`);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1600, mx: 'auto' }}>
      <GlobalStyles styles={PRINT_STYLES} />
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
        <WeekStepper start={start} today={today} onGo={goTo} />
        <TimesheetActions
          isPrinting={isPrinting}
          hasSheet={!!sheet.data}
          onPrint={() => setPrinting(true)}
          onExport={() => void exportCsv()}
        />
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
      <SheetState sheet={sheet} canApprove={isAdmin(user)} approval={approval} />
    </Box>
  );
}

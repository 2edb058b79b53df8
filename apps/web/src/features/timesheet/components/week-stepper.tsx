import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { addDays } from '@n5/shared/mobile/rules';
import { canStepForward, payPeriodDays } from '@n5/shared/timesheet/rules';

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

/** The week shown, with the previous week and (up to the current one) the next. */
export function WeekStepper(props: { start: string; today: string; onGo: (week: string) => void }) {
  return (
    <Stack direction="row" alignItems="center" gap={0.5}>
      <IconButton
        className="n5-no-print"
        aria-label="Previous week"
        onClick={() => props.onGo(addDays(props.start, -7))}
      >
        <ChevronLeft />
      </IconButton>
      <Typography
        data-testid="timesheet-week"
        sx={{ fontWeight: 600, minWidth: 190, textAlign: 'center' }}
      >
        {weekTitle(props.start)}
      </Typography>
      {canStepForward(props.start, props.today) ? (
        <IconButton
          className="n5-no-print"
          aria-label="Next week"
          onClick={() => props.onGo(addDays(props.start, 7))}
        >
          <ChevronRight />
        </IconButton>
      ) : (
        <Box sx={{ width: 40 }} />
      )}
    </Stack>
  );
}

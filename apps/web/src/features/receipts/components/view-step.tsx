import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RECEIPT_TEXTS } from '@n5/shared/receipts/rules';

/** 'View the receipt': builds the A4 PDF, uploads it, then analysis runs (spec 3 §2.10). */
export function ViewStep(props: {
  step: number;
  busyText: string | null;
  pdfUrl: string | null;
  error: string | null;
  disabled: boolean;
  onView: () => void;
}) {
  return (
    <Stack spacing={1} component="section" aria-label={`Step ${props.step}`}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Step {props.step}: {RECEIPT_TEXTS.view}
      </Typography>
      <Button
        variant="contained"
        size="large"
        onClick={props.onView}
        disabled={props.disabled || props.busyText !== null}
        startIcon={props.busyText ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {RECEIPT_TEXTS.view}
      </Button>
      <Typography color="text.secondary" role={props.busyText ? 'status' : undefined}>
        {props.busyText ?? RECEIPT_TEXTS.viewHint}
      </Typography>
      {props.error && <Alert severity="error">{props.error}</Alert>}
      {props.pdfUrl && (
        <Link href={props.pdfUrl} target="_blank" rel="noopener" sx={{ alignSelf: 'flex-start' }}>
          Open the receipt PDF
        </Link>
      )}
    </Stack>
  );
}

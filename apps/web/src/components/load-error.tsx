import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A load that failed, with Retry: the one error look of every screen and section. `message`
 * says what failed in the user's words, then the server's reason.
 */
export function LoadError(props: { message: string; onRetry: () => void; isRetrying?: boolean }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 1, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={props.onRetry}
          disabled={props.isRetrying}
        >
          {props.isRetrying ? 'Retrying…' : 'Retry'}
        </Button>
      }
    >
      {props.message}
    </Alert>
  );
}

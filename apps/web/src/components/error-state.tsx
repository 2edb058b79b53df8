import Button from '@mui/material/Button';
import { StatusView } from './status-view';

/** A failed load the user can retry. `message` should say what failed in the user's words. */
export function ErrorState(props: {
  title?: string;
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <StatusView
      title={props.title ?? 'Something went wrong'}
      action={
        <Button variant="contained" onClick={props.onRetry} disabled={props.isRetrying}>
          {props.isRetrying ? 'Retrying…' : 'Retry'}
        </Button>
      }
    >
      {props.message}
    </StatusView>
  );
}

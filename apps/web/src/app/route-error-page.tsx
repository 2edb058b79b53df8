import { useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import { StatusView } from '../components/status-view';

/** A screen's code failed to download (often: a new version was deployed) or a screen crashed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isStaleBuild =
    error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  if (!isStaleBuild) console.error(error);
  return (
    <StatusView
      title={isStaleBuild ? 'A new version is available' : 'Something went wrong'}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      {isStaleBuild
        ? 'This page could not be loaded because the app was updated. Reload to get the new version.'
        : 'This screen stopped because of an error. Reload the page; if it happens again, tell an administrator what you were doing.'}
    </StatusView>
  );
}

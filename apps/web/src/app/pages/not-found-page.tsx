import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import SearchOff from '@mui/icons-material/SearchOff';
import { StatusView } from '../../components/status-view';
import { useSession } from '../../lib/session';

/** Any path the app does not know, and pages whose screen does not exist yet. */
export function NotFoundPage() {
  const { user } = useSession();
  return (
    <StatusView
      title="NOT FOUND"
      icon={<SearchOff />}
      action={
        <Button component={RouterLink} to={user ? '/home' : '/'} variant="outlined">
          {user ? 'Go to home' : 'Go to sign-in'}
        </Button>
      }
    >
      There is no page at this address. Check the link, or start again from the home page.
    </StatusView>
  );
}

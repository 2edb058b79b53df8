import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { describeAccess, type TAccess } from '@n5/shared/permissions/access';
import { StatusView } from '../../components/status-view';

/** A signed-in user on a page their roles do not open. */
export function NoAccessPage({ access }: { access: TAccess }) {
  return (
    <StatusView
      title="No access"
      icon={<LockOutlined />}
      action={
        <Button component={RouterLink} to="/home" variant="contained">
          Back to home
        </Button>
      }
    >
      This page needs {describeAccess(access)} access. Ask an administrator if you should have it.
    </StatusView>
  );
}

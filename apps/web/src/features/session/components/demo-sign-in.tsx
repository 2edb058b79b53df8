import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state';
import { useDevLogin } from '../api/dev-login';
import { useDemoUsers } from '../api/list-demo-users';

/** The demo accounts (one per role) come first; the rest of the seeded staff behind a toggle. */
const FIRST_SHOWN = 6;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

type TDemoUser = NonNullable<ReturnType<typeof useDemoUsers>['data']>['users'][number];

/** One account: its initials (a spinner while signing in), name, email and roles. */
function DemoAccount(props: {
  user: TDemoUser;
  disabled: boolean;
  isSigningIn: boolean;
  onSignIn: () => void;
}) {
  const { user } = props;
  const id = `demo-${user.EmailAddress.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <ListItem disablePadding>
      <ListItemButton
        disabled={props.disabled}
        onClick={props.onSignIn}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
        sx={{ borderRadius: 1, alignItems: 'flex-start', px: 1 }}
      >
        <ListItemAvatar aria-hidden sx={{ minWidth: 48, mt: 0.5 }}>
          <Avatar
            sx={{
              width: 34,
              height: 34,
              fontSize: '0.85rem',
              bgcolor: 'primary.light',
            }}
          >
            {props.isSigningIn ? (
              <CircularProgress size={18} color="inherit" />
            ) : (
              initialsOf(user.DisplayName)
            )}
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={`Sign in as ${user.DisplayName}`}
          slotProps={{
            primary: { id: `${id}-name`, sx: { fontWeight: 600 } },
            secondary: { id: `${id}-details`, component: 'div' },
          }}
          secondary={
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {user.EmailAddress}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {user.RoleNames.length > 0 ? user.RoleNames.join(', ') : 'No roles'}
              </Box>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

/** AUTH_MODE=dev only: sign in as any seeded user without a password. */
export function DemoSignIn() {
  const demoUsers = useDemoUsers(true);
  const devLogin = useDevLogin();
  const [showAll, setShowAll] = useState(false);
  const users = demoUsers.data?.users ?? [];
  const shown = showAll ? users : users.slice(0, FIRST_SHOWN);
  const pendingEmail = devLogin.isPending ? devLogin.variables : null;
  const failedName = devLogin.isError
    ? users.find((u) => u.EmailAddress === devLogin.variables)?.DisplayName
    : null;

  return (
    <Box component="section" aria-labelledby="demo-sign-in-title" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 1.5 }}>
        <Typography
          id="demo-sign-in-title"
          variant="overline"
          color="text.secondary"
          sx={{ fontWeight: 700 }}
        >
          Demo sign-in
        </Typography>
      </Divider>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Development mode: choose an account to sign in as. No password is asked.
      </Typography>

      {devLogin.isError && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => devLogin.reset()}>
          Could not sign in{failedName ? ` as ${failedName}` : ''}: {devLogin.error.message} Try
          again, or choose another account.
        </Alert>
      )}

      <QueryState
        query={demoUsers}
        loadingLabel="Loading demo accounts"
        errorText="The demo accounts could not be loaded"
      >
        {() => (
          <List dense disablePadding sx={{ maxHeight: showAll ? 360 : 'none', overflowY: 'auto' }}>
            {shown.map((user) => (
              <DemoAccount
                key={user.EmailAddress}
                user={user}
                disabled={devLogin.isPending}
                isSigningIn={pendingEmail === user.EmailAddress}
                onSignIn={() => devLogin.mutate(user.EmailAddress)}
              />
            ))}
          </List>
        )}
      </QueryState>
      {users.length > FIRST_SHOWN && (
        <Button size="small" onClick={() => setShowAll(!showAll)} sx={{ mt: 0.5 }}>
          {showAll ? 'Show fewer accounts' : `Show all ${users.length} accounts`}
        </Button>
      )}
    </Box>
  );
}

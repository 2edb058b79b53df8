import { useEffect } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { sessionContract } from '@n5/shared/session/contract';
import { callApi } from '../../../lib/api-client';
import { forgetFieldReads } from '../../../lib/offline/read-snapshot';
import { useFieldQueue, useFieldQueueRunner } from '../../../lib/field-queue/field-queue';
import { registerFieldServiceWorker } from '../../../lib/offline/register-service-worker';
import { useCurrentUser } from '../../../lib/session';
import { MOBILE_HOME } from './mobile-paths';

/** Ends the session (a POST, under the server's CSRF check), then goes where the server says. */
async function signOut() {
  const { redirectTo } = await callApi(sessionContract.logout);
  await forgetFieldReads();
  window.location.assign(redirectTo);
}

const BOTTOM_BAR_HEIGHT = 64;

/**
 * The field area's frame (spec 3 §2.9): a top bar with the way back to the home page, the user's
 * name and log-out; a bottom bar with Back and Home within thumb's reach; the screen between.
 */
export function MobileLayout() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  useFieldQueueRunner();
  // The field area works offline once opened: its code is cached by the service worker.
  useEffect(registerFieldServiceWorker, []);
  // Opened straight from a link, there is no page to go back to: Back goes to the menu.
  const goBack = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(MOBILE_HOME);
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 1, minHeight: 56, px: 1 }}>
          <Button
            component={RouterLink}
            to="/home"
            color="inherit"
            startIcon={<ChevronLeftIcon />}
            sx={{ minHeight: 44, flexShrink: 0 }}
          >
            Home page
          </Button>
          <Typography
            data-testid="user-display-name"
            noWrap
            sx={{ flex: 1, textAlign: 'center', fontWeight: 600, minWidth: 0 }}
            title={user.DisplayName}
          >
            {user.DisplayName}
          </Typography>
          <QueueCount />
          <Button
            color="inherit"
            onClick={() => void signOut()}
            endIcon={<LogoutIcon />}
            sx={{ minHeight: 44, flexShrink: 0 }}
          >
            Log out
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ maxWidth: 640, mx: 'auto', px: 2, pt: 2, pb: `${BOTTOM_BAR_HEIGHT + 24}px` }}
      >
        <Outlet />
      </Box>
      <BottomBar onBack={goBack} />
    </Box>
  );
}

/** Back and Home within thumb's reach. */
function BottomBar({ onBack }: { onBack: () => void }) {
  return (
    <Paper
      component="nav"
      aria-label="Field navigation"
      square
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        height: BOTTOM_BAR_HEIGHT,
        display: 'flex',
        zIndex: (t) => t.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <Button
        onClick={onBack}
        startIcon={<ArrowBackIcon />}
        sx={{ flex: 1, borderRadius: 0, fontSize: '1rem' }}
      >
        Back
      </Button>
      <Button
        component={RouterLink}
        to={MOBILE_HOME}
        startIcon={<HomeOutlinedIcon />}
        sx={{ flex: 1, borderRadius: 0, fontSize: '1rem' }}
      >
        Home
      </Button>
    </Paper>
  );
}

/**
 * How many entries wait on the phone (issue 39): pending ones go when the network returns; a
 * refused one waits for its fix. Nothing shows when the queue is empty.
 */
function QueueCount() {
  const entries = useFieldQueue();
  if (entries.length === 0) return null;
  const refused = entries.filter((e) => e.state === 'refused').length;
  const label = `${entries.length} waiting to send${refused ? `, ${refused} refused` : ''}`;
  return (
    <Chip
      data-testid="queue-count"
      size="small"
      color={refused ? 'error' : 'warning'}
      label={entries.length}
      aria-label={label}
      title={label}
      role="status"
      sx={{ flexShrink: 0, fontWeight: 700 }}
    />
  );
}

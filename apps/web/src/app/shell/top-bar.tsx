import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { sessionContract } from '@n5/shared/session/contract';
import { callApi } from '../../lib/api-client';
import { forgetFieldReads } from '../../lib/offline/read-snapshot';
import { BrandMark } from '../../components/brand-mark';
import { useCurrentUser, useSession } from '../../lib/session';
import { useHasTopMenu } from './top-menu-slot';

/**
 * Spec 1 §2 Shell: menu toggle, logo (to /home), the user's name and log-out; the top-menu area
 * between them holds the current route's filters (it wraps to a second row on a phone).
 */
/** Ends the session (a POST, under the server's CSRF check), then goes where the server says. */
async function signOut() {
  const { redirectTo } = await callApi(sessionContract.logout);
  await forgetFieldReads();
  window.location.assign(redirectTo);
}

/** The brand mark and the company's name, a link home. */
function HomeLink({ companyName, hideName }: { companyName: string; hideName: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/home"
      aria-label={`${companyName}: home`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      <BrandMark size={34} />
      <Typography
        variant="h6"
        component="span"
        noWrap
        // A screen with its own top menu (the browser's filters, a project's name) needs the
        // room on a laptop: the mark alone stands for the name there (issue 40 item 27).
        sx={{
          fontWeight: 700,
          display: { xs: 'none', md: hideName ? 'none' : 'block', xl: 'block' },
        }}
      >
        {companyName}
      </Typography>
    </Box>
  );
}

/** Says the session came through the demo sign-in (AUTH_MODE=dev). */
function DemoSignInChip() {
  return (
    <Tooltip title="Signed in through the demo sign-in (AUTH_MODE=dev). Not for real use.">
      <Chip
        label="Demo sign-in"
        size="small"
        color="secondary"
        sx={{ fontWeight: 600, height: 24, '& .MuiChip-label': { px: 1 } }}
      />
    </Tooltip>
  );
}

export function TopBar({
  ref,
  ...props
}: {
  ref?: Ref<HTMLElement>;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  topMenu: ReactNode;
}) {
  const { config } = useSession();
  const user = useCurrentUser();
  const hasTopMenu = useHasTopMenu();

  return (
    // Above the phone menu (a drawer, z-index `drawer`), so its toggle stays in reach.
    <AppBar ref={ref} position="static" color="primary" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 }, flexWrap: 'wrap', minHeight: { xs: 56, sm: 64 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={props.isMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={props.isMenuOpen}
          aria-controls="side-menu"
          onClick={props.onToggleMenu}
        >
          <MenuIcon />
        </IconButton>
        <HomeLink companyName={config.companyName} hideName={hasTopMenu} />
        {config.authMode === 'dev' && <DemoSignInChip />}
        <Box
          data-testid="top-menu"
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            order: { xs: 10, md: 0 },
            flexBasis: { xs: '100%', md: 0 },
            '&:empty': { display: { xs: 'none', md: 'flex' } },
          }}
        >
          {props.topMenu}
        </Box>
        <Typography
          data-testid="user-display-name"
          noWrap
          sx={{ fontWeight: 500, maxWidth: { xs: 120, sm: 260 }, ml: { xs: 'auto', md: 0 } }}
          title={user.DisplayName}
        >
          {user.DisplayName}
        </Typography>
        <Tooltip title="Log out">
          <IconButton color="inherit" edge="end" aria-label="Log out" onClick={signOut}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}

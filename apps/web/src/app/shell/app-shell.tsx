import { useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { TopMenuSlot } from './top-menu-slot';
import { useElementHeight } from './use-element-height';
import { usePageScroll } from './use-page-scroll';

const MENU_WIDTH = 264;
const MENU_OPEN_KEY = 'n5.menuOpen';

function useMenuOpen(isDesktop: boolean) {
  // On a desktop the menu stays as the user left it; on a phone it starts closed every time.
  const [isOpen, setOpen] = useState(
    () => isDesktop && localStorage.getItem(MENU_OPEN_KEY) === '1',
  );
  const set = (open: boolean) => {
    setOpen(open);
    if (isDesktop) localStorage.setItem(MENU_OPEN_KEY, open ? '1' : '0');
  };
  return [isOpen, set] as const;
}

/**
 * The frame of every signed-in page: top bar, side menu and the page. On a desktop the menu is a
 * persistent drawer beside the page; on a phone it slides over the page, below the top bar, so
 * the same toggle closes it.
 */
export function AppShell() {
  const isDesktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'), { noSsr: true });
  const [isMenuOpen, setMenuOpen] = useMenuOpen(isDesktop);
  const [topBarRef, topBarHeight] = useElementHeight<HTMLElement>();
  const [pageRef, onPageScroll] = usePageScroll<HTMLElement>();
  const closeOnPhone = () => {
    if (!isDesktop) setMenuOpen(false);
  };

  return (
    <Box
      sx={{
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <TopBar
        ref={topBarRef}
        isMenuOpen={isMenuOpen}
        onToggleMenu={() => setMenuOpen(!isMenuOpen)}
        topMenu={<TopMenuSlot />}
      />
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Drawer
          id="side-menu"
          variant={isDesktop ? 'persistent' : 'temporary'}
          open={isMenuOpen}
          onClose={() => setMenuOpen(false)}
          slotProps={isDesktop ? undefined : { backdrop: { sx: { top: `${topBarHeight}px` } } }}
          sx={{
            width: isDesktop && isMenuOpen ? MENU_WIDTH : 0,
            flexShrink: 0,
            transition: (t) => t.transitions.create('width'),
            '& .MuiDrawer-paper': isDesktop
              ? { width: MENU_WIDTH, position: 'relative', height: '100%' }
              : {
                  width: MENU_WIDTH,
                  maxWidth: '85vw',
                  top: `${topBarHeight}px`,
                  height: `calc(100% - ${topBarHeight}px)`,
                },
          }}
        >
          <SideMenu onNavigate={closeOnPhone} />
        </Drawer>
        <Box
          component="main"
          ref={pageRef}
          onScroll={onPageScroll}
          sx={{ flex: 1, minWidth: 0, overflow: 'auto' }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { preloadable } from '../../lib/preloadable';
import { useSession } from '../../lib/session';

// The shell (top bar, side menu) is its own chunk: the sign-in page never downloads it.
const AppShell = preloadable(
  () => import('./app-shell'),
  (module) => module.AppShell,
);

/** Starts the shell's download as soon as a signed-in user is known (the session gate). */
export const preloadAppShell = AppShell.preload;

/** Signed in: the page inside the shell. Signed out: the page alone (the guard shows sign-in). */
export function ShellLayout() {
  const { user } = useSession();
  if (!user) return <Outlet />;
  return (
    <Suspense fallback={<LoadingState size="fullscreen" label="Loading" />}>
      <AppShell />
    </Suspense>
  );
}

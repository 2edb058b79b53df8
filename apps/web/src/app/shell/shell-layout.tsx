import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useSession } from '../../lib/session';

// The shell (top bar, side menu) is its own chunk: the sign-in page never downloads it.
const AppShell = lazy(async () => ({ default: (await import('./app-shell')).AppShell }));

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

import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { ErrorState } from '../components/error-state';
import { FullPageLoader } from '../components/full-page-loader';
import { authUserQuery, configQuery } from '../lib/session';

/**
 * Loads who is signed in and the public config (GET /auth/user, GET /config) before any page
 * renders: a spinner meanwhile, and a retryable error if either fails.
 */
export function SessionGate() {
  const [auth, config] = useQueries({ queries: [authUserQuery, configQuery] });
  const companyName = config.data?.companyName;

  useEffect(() => {
    if (companyName) document.title = companyName;
  }, [companyName]);

  if (auth.data && config.data) return <Outlet />;

  const failed = [auth, config].filter((q) => q.isError && !q.data);
  if (failed.length > 0) {
    const isRetrying = failed.some((q) => q.isFetching);
    return (
      <ErrorState
        title="The app could not start"
        message={`${failed[0]?.error?.message ?? 'The server did not answer.'}`}
        isRetrying={isRetrying}
        onRetry={() => failed.forEach((q) => void q.refetch())}
      />
    );
  }
  return <FullPageLoader label="Loading your workspace" />;
}

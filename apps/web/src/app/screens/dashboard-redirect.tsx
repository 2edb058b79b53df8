import { Navigate, useLocation } from 'react-router';
import { PAGE_PATHS } from '@n5/shared/navigation/pages';

/** /dashboard (spec 3 §2.1) opens the group dashboard, keeping the query (y). */
export function DashboardRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${PAGE_PATHS.dashboardGroup}${search}`} replace />;
}

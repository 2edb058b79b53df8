import { Navigate, useParams } from 'react-router';
import { projectTabPath } from '@n5/shared/project/rules';

/** /browser/projects/{id}/tracking (spec 2 §2.1): the project page on its Tracking tab. */
export function TrackingRedirectPage() {
  const { id = '' } = useParams();
  return <Navigate replace to={projectTabPath(encodeURIComponent(id), 'Tracking')} />;
}

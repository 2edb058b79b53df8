import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ACCESS, canAccess } from '@n5/shared/permissions/access';
import { MobileInspectionsPage } from '../../features/inspections/pages/mobile-inspections-page';
import { MobileIncentiveAnalysis } from '../../features/incentives/pages/mobile-incentive-analysis';
import { KpiDashboardPage } from '../../features/kpi/pages/kpi-dashboard-page';
import { MobilePage } from '../../features/mobile/components/mobile-page';
import { mobileSurveyOf } from '../../features/mobile/components/mobile-surveys';
import { useCurrentUser } from '../../lib/session';
import { NoAccessPage } from '../pages/no-access-page';
import { NotFoundPage } from '../pages/not-found-page';

/**
 * The phone's surveys and KPI are the desktop's inspections and KPI dashboard, so they open to
 * the same users (the Office role; docs/decisions/field.md): anyone else is told so here rather
 * than by a refused call.
 */
function OfficeOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!canAccess(user, ACCESS.office)) return <NoAccessPage access={ACCESS.office} />;
  return children;
}

/** /m/surveys/{fleet|safety|presentation|warehouse}: one checklist laid out for a phone. */
export function MobileSurveyScreen() {
  const survey = mobileSurveyOf(useParams().survey);
  if (!survey) return <NotFoundPage />;
  return (
    <OfficeOnly>
      <MobilePage title={survey.label}>
        <MobileInspectionsPage type={survey.type} />
      </MobilePage>
    </OfficeOnly>
  );
}

/** /m/kpi?q&y: the KPI dashboard of the quarter the menu link carries (spec 3 §2.9). */
export function MobileKpiScreen() {
  return (
    <OfficeOnly>
      <KpiDashboardPage quarterPicker />
    </OfficeOnly>
  );
}

/** /m/incentive-analysis: the incentive progress cards in the field area's frame (any signed-in user). */
export function MobileIncentiveScreen() {
  return (
    <MobilePage title="Realtime Incentive Analysis">
      <MobileIncentiveAnalysis />
    </MobilePage>
  );
}

import { RecalculateDashboardDialog } from '../../features/dashboards/components/recalculate-dialog';
import { GoalsTopMenu } from '../../features/goals/components/goals-top-menu';

/** The goal screens' top menus, with the dashboards' Recalculate Dashboard dialog (composed here). */
export const CompanyGoalsTopMenu = () => (
  <GoalsTopMenu team={false} RecalculateDialog={RecalculateDashboardDialog} />
);
export const TeamMemberGoalsTopMenu = () => (
  <GoalsTopMenu team RecalculateDialog={RecalculateDashboardDialog} />
);

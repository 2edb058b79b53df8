import { RecalculateDashboardDialog } from '../../features/dashboards/components/recalculate-dialog';
import { BonusPoolTopMenu } from '../../features/incentives/components/incentive-top-menus';

/** The bonus pool's top menu with the dashboards' Recalculate Dashboard dialog (composed here). */
export const BonusPoolTopMenuScreen = () => (
  <BonusPoolTopMenu RecalculateDialog={RecalculateDashboardDialog} />
);

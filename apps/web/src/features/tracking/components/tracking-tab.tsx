import Stack from '@mui/material/Stack';
import { can } from '@n5/shared/permissions/can';
import { PERMISSION } from '@n5/shared/permissions/roles';
import { useCurrentUser } from '../../../lib/session';
import { useShowV1 } from '../../../lib/show-v1';
import type { TProject } from '@n5/shared/project/schemas';
import { CostManagementTable } from './cost-management-table';
import { CostTrackingTable, V2TrackingTable } from './cost-tracking-table';
import { InventoryTable, PurchasesTable } from './purchases-tables';
import { WipBlock } from './wip-block';

/**
 * The Tracking tab (spec 1 §2). A v1 project shows the old view (the cost tracking table); a v2
 * project the new one (contract and cost), and the old one beside it with showv1=true (the
 * banner's Show V1 / Hide V1, for role Accounting). Then over/under billing (issue 31 item 8),
 * cost management, purchases, inventory.
 */
export function TrackingTab({ project }: { project: TProject }) {
  const user = useCurrentUser();
  const projectId = project.ProjectID;
  const isV2 = project.api_version === 'v2';
  const [showV1] = useShowV1();
  const canDelete = can(user, PERMISSION.COST_MANAGEMENT);
  return (
    <Stack spacing={3}>
      {isV2 && <V2TrackingTable projectId={projectId} />}
      {(!isV2 || showV1) && <CostTrackingTable projectId={projectId} />}
      <WipBlock projectId={projectId} />
      <CostManagementTable projectId={projectId} />
      <PurchasesTable projectId={projectId} canDelete={canDelete} />
      <InventoryTable projectId={projectId} canDelete={canDelete} />
    </Stack>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { can, hasRole } from '@n5/shared/permissions/can';
import { PERMISSION, ROLE_NAME } from '@n5/shared/permissions/roles';
import { useCurrentUser } from '../../../lib/session';
import type { TProject } from '@n5/shared/project/schemas';
import { CostManagementTable } from './cost-management-table';
import { CostTrackingTable, V2TrackingTable } from './cost-tracking-table';
import { InventoryTable, PurchasesTable } from './purchases-tables';

/**
 * The Tracking tab (spec 1 §2). A v1 project shows the old view (the cost tracking table); a v2
 * project the new one (contract and cost), and role Accounting may show the old one beside it
 * (Show V1 / Hide V1). Then cost management, material purchases and inventory.
 */
export function TrackingTab({ project }: { project: TProject }) {
  const user = useCurrentUser();
  const projectId = project.ProjectID;
  const isV2 = project.api_version === 'v2';
  const mayToggle = isV2 && hasRole(user, ROLE_NAME.ACCOUNTING);
  const [showV1, setShowV1] = useState(false);
  const canDelete = can(user, PERMISSION.COST_MANAGEMENT);
  return (
    <Stack spacing={3}>
      {mayToggle && (
        <Stack direction="row" justifyContent="flex-end">
          <Button variant="outlined" onClick={() => setShowV1((v) => !v)} aria-pressed={showV1}>
            {showV1 ? 'Hide V1' : 'Show V1'}
          </Button>
        </Stack>
      )}
      {isV2 && <V2TrackingTable projectId={projectId} />}
      {(!isV2 || showV1) && <CostTrackingTable projectId={projectId} />}
      <CostManagementTable projectId={projectId} />
      <PurchasesTable projectId={projectId} canDelete={canDelete} />
      <InventoryTable projectId={projectId} canDelete={canDelete} />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { InvoiceTab } from '../../features/billing/components/invoice-tab';
import type { TProjectTabProps } from '../../features/project/tabs/project-tab';
import { WaiversSection } from '../../features/waivers/components/waivers-section';

/** The Invoice tab with the lien waivers (issue 31 item 4) composed below the pay apps. */
export function InvoiceTabScreen({ project }: TProjectTabProps) {
  return (
    <Stack spacing={2}>
      <InvoiceTab project={project} />
      <WaiversSection projectId={project.ProjectID} />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { isAdmin } from '@n5/shared/permissions/can';
import { ProjectHistoryPanel } from '../../features/audit/components/project-history-panel';
import { useCurrentUser } from '../../lib/session';
import type { TProjectTabProps } from '../../features/project/tabs/project-tab';
import { ProjectInfoTab } from '../../features/project/components/project-info-tab';
import { ProjectInfoContracts } from '../../features/contracts/components/project-info-contracts';
import { projectNotesRenderer } from './project-notes';

/** Spec 1 §9: the notes list area is at most 300 px high. */
const NOTES_MAX_HEIGHT = 300;

const renderNotes = projectNotesRenderer({ maxHeight: NOTES_MAX_HEIGHT });

/** The Project Info tab with the notes feature composed into its Notes section. */
export function ProjectInfoTabScreen({ project }: TProjectTabProps) {
  const user = useCurrentUser();
  return (
    <Stack spacing={2}>
      <ProjectInfoTab
        project={project}
        renderNotes={renderNotes}
        contracts={<ProjectInfoContracts project={project} />}
      />
      {/* Admins see who changed what on the project (issue 34 item 5). */}
      {isAdmin(user) && <ProjectHistoryPanel projectId={project.ProjectID} />}
    </Stack>
  );
}

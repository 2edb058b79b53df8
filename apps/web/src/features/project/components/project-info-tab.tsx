import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { can, PERMISSION } from '@n5/shared/permissions/can';
import type { TProject } from '@n5/shared/project/schemas';
import { useCurrentUser } from '../../../lib/session';
import { ForecastGrid } from './forecast-grid';
import { JobStartupSignatures } from './job-startup-signatures';
import { ProjectFlags } from './project-flags';
import { ProjectInfoForm } from './project-info-form';
import { ProjectNotesSection, type TRenderNotes } from './project-notes-section';
import { TaskBudgetExport } from './task-budget-export';

/**
 * Spec 1 §2, top to bottom: the form, forecasting, flags, the task budget export (permission 9)
 * notes, then the client contract detail and tables (given by app/ as `contracts`).
 */
export function ProjectInfoTab({
  project,
  renderNotes,
  contracts,
}: {
  project: TProject;
  renderNotes?: TRenderNotes;
  /** The client contract sections (composed by app/ from the contracts feature). */
  contracts?: ReactNode;
}) {
  const user = useCurrentUser();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ProjectInfoForm project={project} />
      <ForecastGrid projectId={project.ProjectID} stageType={project.StageType} />
      <ProjectFlags projectId={project.ProjectID} />
      <JobStartupSignatures projectId={project.ProjectID} />
      {can(user, PERMISSION.COST_MANAGEMENT) && <TaskBudgetExport projectId={project.ProjectID} />}
      {renderNotes && (
        <ProjectNotesSection projectId={project.ProjectID} renderNotes={renderNotes} />
      )}
      {contracts}
    </Box>
  );
}

import type { TProjectTabProps } from '../../features/project/tabs/project-tab';
import { ProjectNotesSection } from '../../features/project/components/project-notes-section';
import { projectNotesRenderer } from './project-notes';

/** The whole tab is the notes: the list grows with the page (no 300 px box). */
const renderNotes = projectNotesRenderer();

/**
 * The Notes tab (spec 1, i=2): the same section as Project Info's Notes — Internal / Client
 * toggle, the notes, add with the email step, delete by the author or an admin, the notification
 * recipients — composed from the notes feature, not a copy of it.
 */
export function ProjectNotesTabScreen({ project }: TProjectTabProps) {
  return <ProjectNotesSection projectId={project.ProjectID} renderNotes={renderNotes} />;
}

import Stack from '@mui/material/Stack';
import { ProjectPage } from '../../features/project/pages/project-page';
import type { TRenderNotes } from '../../features/project/components/project-notes-section';
import { NoteAddForm } from '../../features/project-notes/components/note-add-form';
import { NotesList } from '../../features/project-notes/components/notes-list';
import { NotificationRecipients } from '../../features/project-notes/components/notification-recipients';

/** Spec 1 §9: the notes list area is at most 300 px high. */
const NOTES_MAX_HEIGHT = 300;

const renderNotes: TRenderNotes = ({ projectId, view }) => (
  <Stack spacing={2}>
    <NotesList
      projectId={projectId}
      includeClientInd={view === 'client' ? 1 : 0}
      maxHeight={NOTES_MAX_HEIGHT}
    />
    <NoteAddForm key={`add-${projectId}`} projectId={projectId} />
    <NotificationRecipients key={`rcpt-${projectId}`} projectId={projectId} />
  </Stack>
);

/** The project page with the notes feature composed into its Project Info tab. */
export function ProjectScreen() {
  return <ProjectPage renderNotes={renderNotes} />;
}

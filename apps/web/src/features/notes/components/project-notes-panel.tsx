import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { NoteAddForm } from './note-add-form';
import { NotesList } from './notes-list';
import { NotificationRecipients } from './notification-recipients';

/** Everything about a project's notes in one column; the browser dialog and the project page compose it. */
export function ProjectNotesPanel({ projectId }: { projectId: number }) {
  return (
    <Stack spacing={2}>
      <NoteAddForm key={`add-${projectId}`} projectId={projectId} />
      <NotesList projectId={projectId} />
      <Divider />
      <NotificationRecipients key={`rcpt-${projectId}`} projectId={projectId} />
    </Stack>
  );
}

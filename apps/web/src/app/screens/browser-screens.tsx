import { BrowserPage } from '../../features/browser/pages/browser-page';
import { ProjectNotesPanel } from '../../features/notes/components/project-notes-panel';

// The browser's notes dialog shows the notes feature's panel: composed here, in app/.
const renderNotes = (projectId: number, onChange: () => void) => (
  <ProjectNotesPanel projectId={projectId} onChange={onChange} />
);

export function ActiveBrowserScreen() {
  return <BrowserPage grid="active" renderNotes={renderNotes} />;
}

export function ArchiveBrowserScreen() {
  return <BrowserPage grid="archive" renderNotes={renderNotes} />;
}

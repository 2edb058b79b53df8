import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { canEditNoteRecipients } from '@n5/shared/mobile/rules';
import { DayHoursDialog } from '../../features/cost-logging/components/day-hours-dialog';
import { CostLoggingPanel } from '../../features/cost-logging/pages/cost-logging-panel';
import { MobileLayout } from '../../features/mobile/components/mobile-layout';
import { MobileProjectFrame } from '../../features/mobile/components/mobile-project-frame';
import { AssignmentsPage } from '../../features/mobile/pages/assignments-page';
import { DispatchPage } from '../../features/mobile/pages/dispatch-page';
import { JobStartupPage } from '../../features/mobile/pages/job-startup-page';
import { MobileMenuPage } from '../../features/mobile/pages/mobile-menu-page';
import { MobileProjectInfoPage } from '../../features/mobile/pages/mobile-project-info-page';
import { MobileProjectPage } from '../../features/mobile/pages/mobile-project-page';
import { ProjectsPage } from '../../features/mobile/pages/projects-page';
import { keptNotesScope } from '../../features/notes/api/notes-queries';
import { NoteAddForm } from '../../features/notes/components/note-add-form';
import { NotesList } from '../../features/notes/components/notes-list';
import { RecipientsEditor } from '../../features/notes/components/recipients-editor';
import { LoadingState } from '../../components/loading-state';
import { QueuedWrites } from '../../components/queued-writes';
import { discardFieldWrite, useFieldQueue } from '../../lib/field-queue/field-queue';
import { SurveysMenuPage } from '../../features/mobile/pages/surveys-menu-page';
import { preloadable } from '../../lib/preloadable';
import { useCurrentUser } from '../../lib/session';
import { NotFoundPage } from '../pages/not-found-page';

// The checklists and the KPI charts are the desktop's code: downloaded when first opened, so the
// field area's own chunk stays small.
const MobileSurveyScreen = preloadable(
  () => import('./mobile-office-screens'),
  (module) => module.MobileSurveyScreen,
);
const MobileIncentiveScreen = preloadable(
  () => import('./mobile-office-screens'),
  (module) => module.MobileIncentiveScreen,
);
const MobileKpiScreen = preloadable(
  () => import('./mobile-office-screens'),
  (module) => module.MobileKpiScreen,
);

/** Notes made without a network, waiting on the phone (or refused, with the server's reason). */
function KeptNotes({ projectId }: { projectId: number }) {
  const kept = useFieldQueue().filter((e) => e.scope === keptNotesScope(projectId));
  return (
    <QueuedWrites
      entries={kept}
      label="Notes waiting to send"
      heading="h2"
      itemTestId="queued-note"
      onDiscard={(entry) => void discardFieldWrite(entry.key)}
    />
  );
}

/** /m/projects/{id}/notes: the notes feature, written through the field area's calls. */
function MobileNotesScreen() {
  const user = useCurrentUser();
  return (
    <MobileProjectFrame section="Notes">
      {(project) => (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <NoteAddForm projectId={project.projectID} via="mobile" />
          </Paper>
          <KeptNotes projectId={project.projectID} />
          <NotesList projectId={project.projectID} via="mobile" />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <RecipientsEditor
              projectId={project.projectID}
              canEdit={canEditNoteRecipients(user, {
                ProjectManagerID: project.projectManager,
                ProjectEngineerID: project.projectEngineer,
                SuperintendentID: project.superintendent,
              })}
            />
          </Paper>
        </Stack>
      )}
    </MobileProjectFrame>
  );
}

/** /m/projects/{id}/{category}: the cost-logging feature inside the field project frame. */
function CostLoggingScreen() {
  const category = useParams().category ?? '';
  return (
    <MobileProjectFrame section={category}>
      {(project) => <CostLoggingPanel project={project} category={category} />}
    </MobileProjectFrame>
  );
}

/** A screen downloaded on first visit, its spinner inside the field frame. */
function Loading({ screen }: { screen: ReactNode }) {
  return <Suspense fallback={<LoadingState label="Loading" />}>{screen}</Suspense>;
}

/**
 * The field area /m (spec 3 §2.9): its own frame (top and bottom bars) and routes, downloaded as
 * one chunk on the first visit. Screens of later issues answer "not available yet".
 */
export function MobileScreens() {
  return (
    <Routes>
      <Route element={<MobileLayout />}>
        <Route index element={<MobileMenuPage />} />
        <Route path="dispatch" element={<DispatchPage />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="projects/:projectId" element={<MobileProjectPage />} />
        <Route path="projects/:projectId/project-info" element={<MobileProjectInfoPage />} />
        <Route path="projects/:projectId/job-startup" element={<JobStartupPage />} />
        <Route path="projects/:projectId/notes" element={<MobileNotesScreen />} />
        <Route path="projects/:projectId/:category" element={<CostLoggingScreen />} />
        <Route path="assignments" element={<AssignmentsPage DayHours={DayHoursDialog} />} />
        <Route path="surveys" element={<SurveysMenuPage />} />
        <Route path="surveys/:survey" element={<Loading screen={<MobileSurveyScreen />} />} />
        <Route path="kpi" element={<Loading screen={<MobileKpiScreen />} />} />
        <Route path="incentive-analysis" element={<Loading screen={<MobileIncentiveScreen />} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  parseTabIndex,
  PROJECT_TABS,
  TRACKING_BANNER_TABS,
  V2_MARKED_TABS,
} from '@n5/shared/projects/project-info-rules';
import type { TProject } from '@n5/shared/projects/project-info-schemas';
import { ErrorState } from '../../../components/error-state';
import { StatusView } from '../../../components/status-view';
import { ApiError } from '../../../lib/api-client';
import { projectQuery } from '../api/project-info-queries';
import { ProjectInfoTab } from '../components/project-info-tab';
import type { TRenderNotes } from '../components/project-notes-section';

/** The tabs built so far; the others stay disabled until their issue lands. */
const TAB_PANELS: Partial<
  Record<number, (project: TProject, slots: TProjectPageSlots) => ReactNode>
> = {
  0: (project, slots) => <ProjectInfoTab project={project} renderNotes={slots.renderNotes} />,
};

/** What app/ composes into the page from other features (the notes). */
export interface TProjectPageSlots {
  renderNotes?: TRenderNotes;
}

function NotFound({ id }: { id: string | undefined }) {
  return (
    <StatusView
      title="Project not found"
      icon={<SearchOffIcon />}
      action={
        <Button component={RouterLink} to="/browser" variant="contained">
          Go to the project browser
        </Button>
      }
    >
      There is no project #{id}. It may have been removed, or the link is wrong.
    </StatusView>
  );
}

/** /browser/projects/{id}: seven tabs, the active one in query i (spec 1 §2). */
export function ProjectPage(slots: TProjectPageSlots = {}) {
  const { id } = useParams();
  const projectId = id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const [search, setSearch] = useSearchParams();
  const tab = parseTabIndex(search.get('i'));
  const project = useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== null });

  if (projectId === null) return <NotFound id={id} />;
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404)
      return <NotFound id={id} />;
    return (
      <ErrorState
        message={`Project #${projectId} could not be loaded: ${project.error.message}`}
        onRetry={() => project.refetch()}
        isRetrying={project.isFetching}
      />
    );
  }
  if (project.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading project" />
      </Box>
    );
  }

  const isV2 = project.data.api_version === 'v2';
  const handleTab = (index: number) => {
    const next = new URLSearchParams(search);
    next.set('i', String(index));
    // Tabs replace the address: Back leaves the project instead of walking through its tabs.
    setSearch(next, { replace: true });
  };
  const panel = TAB_PANELS[tab];

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1600, mx: 'auto' }}>
      <Tabs
        value={tab}
        onChange={(_, index: number) => handleTab(index)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Project tabs"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {PROJECT_TABS.map((label, index) => (
          <Tab
            key={label}
            value={index}
            label={label}
            disabled={!TAB_PANELS[index]}
            icon={
              isV2 && V2_MARKED_TABS.includes(label) ? (
                <LocalFireDepartmentIcon
                  fontSize="small"
                  titleAccess="v2"
                  data-testid="v2-fire"
                  sx={{ color: 'warning.main' }}
                />
              ) : undefined
            }
            iconPosition="end"
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      {TRACKING_BANNER_TABS.includes(tab) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="tracking-banner">
          Cost and contract figures come from the accounting system and can lag a few minutes behind
          recent changes.
        </Alert>
      )}
      {panel ? (
        // Keyed by project: after Duplicate the copy starts with no drafts or errors of the source.
        <Fragment key={projectId}>{panel(project.data, slots)}</Fragment>
      ) : (
        <StatusView title={PROJECT_TABS[tab]!}>This tab is not available yet.</StatusView>
      )}
    </Box>
  );
}

import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { canAccess } from '@n5/shared/permissions/access';
import { hasRole } from '@n5/shared/permissions/can';
import { ROLE_NAME } from '@n5/shared/permissions/roles';
import { parseTabIndex, PROJECT_TABS, TRACKING_BANNER_TABS } from '@n5/shared/project/rules';
import { parseInteger } from '@n5/shared/core/integer';
import { QueryState } from '../../../components/query-state';
import { StatusView } from '../../../components/status-view';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useShowV1 } from '../../../lib/show-v1';
import { projectQuery } from '../api/project-info-queries';
import type { TProjectTabRegistry } from '../tabs/project-tab';
import { ProjectTabList } from '../tabs/project-tab-list';
import { ProjectTabPanel } from '../tabs/project-tab-panel';

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

/**
 * /browser/projects/{id}: seven tabs, the active one in query i (spec 1 §2). The tabs are the
 * entries of `tabs`, which app/ composes from the features (app/project-tabs.ts).
 */
export function ProjectPage({ tabs }: { tabs: TProjectTabRegistry }) {
  const { id } = useParams();
  const routeId = id && /^\d+$/.test(id) ? parseInteger(id) : null;
  const projectId = routeId !== null && routeId > 0 ? routeId : null;
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab = parseTabIndex(search.get('i'));
  const entry = tabs[PROJECT_TABS[tab]!];
  const project = useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== null });
  const [isShowingV1, setShowingV1] = useShowV1();
  const isAllowed = (index: number) => {
    const e = tabs[PROJECT_TABS[index]!];
    return !!e && canAccess(user, e.access);
  };

  // The tab's code downloads while the project loads, not after.
  useEffect(() => void entry?.preload(), [entry]);

  if (projectId === null) return <NotFound id={id} />;
  if (project.error instanceof ApiError && project.error.status === 404)
    return <NotFound id={id} />;

  const handleTab = (index: number) => {
    const next = new URLSearchParams(search);
    next.set('i', String(index));
    // Tabs replace the address: Back leaves the project instead of walking through its tabs.
    setSearch(next, { replace: true });
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1600, mx: 'auto' }}>
      <QueryState
        query={project}
        size="page"
        loadingLabel="Loading project"
        errorText={`Project #${projectId} could not be loaded`}
      >
        {(data) => (
          <>
            <ProjectTabList
              selected={tab}
              isOpenable={isAllowed}
              isV2={data.api_version === 'v2'}
              onSelect={handleTab}
            />
            {TRACKING_BANNER_TABS.includes(tab) && (
              <Alert
                severity="info"
                sx={{ mb: 2 }}
                data-testid="tracking-banner"
                action={
                  // Accounting compares the old (v1) figures with the new ones (spec 1 §6).
                  data.api_version === 'v2' && hasRole(user, ROLE_NAME.ACCOUNTING) ? (
                    <Button
                      color="inherit"
                      size="small"
                      aria-pressed={isShowingV1}
                      onClick={() => setShowingV1(!isShowingV1)}
                    >
                      {isShowingV1 ? 'Hide V1' : 'Show V1'}
                    </Button>
                  ) : undefined
                }
              >
                Cost and contract figures come from the accounting system and can lag a few minutes
                behind recent changes.
              </Alert>
            )}
            <ProjectTabPanel index={tab} entry={entry} isAllowed={isAllowed(tab)} project={data} />
          </>
        )}
      </QueryState>
    </Box>
  );
}

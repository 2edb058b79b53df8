import { Suspense } from 'react';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import { describeAccess } from '@n5/shared/permissions/access';
import { PROJECT_TABS } from '@n5/shared/project/rules';
import type { TProject } from '@n5/shared/project/schemas';
import { LoadingState } from '../../../components/loading-state';
import { StatusView } from '../../../components/status-view';
import type { TProjectTabEntry } from './project-tab';
import { TAB_PANEL_ID, tabId } from './project-tab-list';

/** The selected tab's content: its component, or why it cannot be shown. */
export function ProjectTabPanel(props: {
  index: number;
  entry: TProjectTabEntry | undefined;
  isAllowed: boolean;
  project: TProject;
}) {
  const label = PROJECT_TABS[props.index]!;
  const { entry } = props;
  return (
    <Box role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(props.index)}>
      {!entry ? (
        <StatusView title={label} headingLevel="h2">
          This tab is not available yet.
        </StatusView>
      ) : !props.isAllowed ? (
        <StatusView title={label} headingLevel="h2" icon={<LockOutlined />}>
          This tab needs {describeAccess(entry.access)} access.
        </StatusView>
      ) : (
        <Suspense fallback={<LoadingState label={`Loading ${label}`} size="page" />}>
          {/* Keyed by project: after Duplicate the copy starts with no drafts or errors of the source. */}
          <entry.Component key={props.project.ProjectID} project={props.project} />
        </Suspense>
      )}
    </Box>
  );
}

import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MOBILE_TEXTS, parseMobileProjectId } from '@n5/shared/mobile/rules';
import type { TMobileProjectInfo } from '@n5/shared/mobile/schemas';
import { LoadingState } from '../../../components/loading-state';
import { ApiError } from '../../../lib/api-client';
import { mobileProjectInfoQuery } from '../api/mobile-queries';
import { StageChip } from './stage-chip';

/**
 * A field screen of one project (/m/projects/{id}/...): the id must be numeric (spec 3 §5), the
 * project is loaded once for every sub-screen, and its name heads the screen.
 */
export function MobileProjectFrame(props: {
  /** The sub-screen's name under the project's ("Job Startup"); none on the project's menu. */
  section?: string;
  children: (project: TMobileProjectInfo) => ReactNode;
}) {
  const projectId = parseMobileProjectId(useParams().projectId);
  if (projectId === null) {
    return (
      <Alert severity="error" role="alert">
        {MOBILE_TEXTS.invalidProjectId}
      </Alert>
    );
  }
  return <LoadedProject projectId={projectId} {...props} />;
}

function LoadedProject(props: {
  projectId: number;
  section?: string;
  children: (project: TMobileProjectInfo) => ReactNode;
}) {
  const query = useQuery(mobileProjectInfoQuery(props.projectId));
  if (query.data === undefined) {
    if (query.error) {
      const isKnownRefusal = query.error instanceof ApiError && query.error.status < 500;
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              {query.isFetching ? 'Retrying…' : 'Retry'}
            </Button>
          }
        >
          {isKnownRefusal
            ? `An error occurred: ${query.error.message}`
            : MOBILE_TEXTS.projectFetchFailed}
        </Alert>
      );
    }
    return <LoadingState label="Loading the project" size="page" />;
  }
  const project = query.data.project;
  return (
    <>
      <Typography
        variant="overline"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: 1.6 }}
      >
        Project {project.projectID} <StageChip stage={project.stageType} />
      </Typography>
      <Typography variant="h1" sx={{ fontSize: '1.4rem', mb: props.section ? 0.5 : 2 }}>
        {project.projectName}
      </Typography>
      {props.section && (
        <Typography variant="h2" sx={{ fontSize: '1.1rem', color: 'text.secondary', mb: 2 }}>
          {props.section}
        </Typography>
      )}
      {props.children(project)}
    </>
  );
}

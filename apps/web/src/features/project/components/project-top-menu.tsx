import { useState } from 'react';
import { useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { parseInteger } from '@n5/shared/core/integer';
import { projectNameQuery } from '../api/project-info-queries';
import { DuplicateProjectDialog } from './duplicate-project-dialog';

/** The project id of the current route (the top menu sits outside the page's own route). */
function useRouteProjectId(): number | null {
  const match = useMatches().findLast(
    (m) => (m.handle as { page?: string } | undefined)?.page === 'project',
  );
  const id = match?.params.id;
  return id && /^\d+$/.test(id) ? parseInteger(id) : null;
}

/** Spec 1 §2: the project name, "#{id}" and Duplicate Project. */
export function ProjectTopMenu() {
  const projectId = useRouteProjectId();
  const name = useQuery({ ...projectNameQuery(projectId ?? 0), enabled: projectId !== null });
  const [isDuplicating, setDuplicating] = useState(false);
  if (projectId === null || name.isError) return null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1 }}>
      <Typography
        component="span"
        noWrap
        sx={{ fontWeight: 700, minWidth: 0 }}
        title={name.data}
        data-testid="project-title"
      >
        {name.data ?? 'Loading…'}
      </Typography>
      <Typography component="span" sx={{ opacity: 0.8, flexShrink: 0 }}>
        #{projectId}
      </Typography>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<ContentCopyIcon />}
        onClick={() => setDuplicating(true)}
        disabled={!name.data}
        sx={{ ml: 'auto', flexShrink: 0, borderColor: 'rgba(255,255,255,0.5)' }}
      >
        Duplicate Project
      </Button>
      {isDuplicating && name.data && (
        <DuplicateProjectDialog
          projectId={projectId}
          projectName={name.data}
          onClose={() => setDuplicating(false)}
        />
      )}
    </Box>
  );
}

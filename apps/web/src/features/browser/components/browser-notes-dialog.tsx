import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { DialogShell } from '../../../components/dialog-shell';

/**
 * The browser's notes dialog: one project's notes (the panel comes from the notes
 * feature, composed in app/), with previous and next through the rows the grid shows.
 */
export function BrowserNotesDialog(props: {
  rows: readonly TBrowserProject[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  renderNotes: (projectId: number) => ReactNode;
}) {
  const project = props.rows[props.index];
  if (!project) return null;
  const hasPrevious = props.index > 0;
  const hasNext = props.index < props.rows.length - 1;
  return (
    <DialogShell
      title={
        <>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="span" noWrap sx={{ display: 'block' }}>
              Notes
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap data-testid="notes-project">
              {project.ProjectID}-{project.ProjectName}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {props.index + 1} of {props.rows.length}
          </Typography>
          <Tooltip title="Previous project">
            <span>
              <IconButton
                aria-label="Previous project"
                disabled={!hasPrevious}
                onClick={() => props.onIndexChange(props.index - 1)}
              >
                <ChevronLeftIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Next project">
            <span>
              <IconButton
                aria-label="Next project"
                disabled={!hasNext}
                onClick={() => props.onIndexChange(props.index + 1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </span>
          </Tooltip>
        </>
      }
      onClose={props.onClose}
      fullScreenOnPhone
      titleSx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}
      dividers
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      {props.renderNotes(project.ProjectID)}
    </DialogShell>
  );
}

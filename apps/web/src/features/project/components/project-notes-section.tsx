import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export type TNotesView = 'internal' | 'client';
/** The notes feature, composed in by app/ (features do not import each other). */
export type TRenderNotes = (input: { projectId: number; view: TNotesView }) => ReactNode;

/** Spec 1 §2: Notes with an Internal / Client toggle (IncludeClientInd 0 / 1). */
export function ProjectNotesSection(props: { projectId: number; renderNotes: TRenderNotes }) {
  const [view, setView] = useState<TNotesView>('internal');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-label="Project notes"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Notes
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: TNotesView | null) => next && setView(next)}
          aria-label="Notes view"
        >
          <ToggleButton value="internal">Internal</ToggleButton>
          <ToggleButton value="client">Client</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {props.renderNotes({ projectId: props.projectId, view })}
    </Paper>
  );
}

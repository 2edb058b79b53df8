import { useState, type ReactNode } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SectionCard } from '../../../components/section-card';

export type TNotesView = 'internal' | 'client';
/** The notes feature, composed in by app/ (features do not import each other). */
export type TRenderNotes = (input: { projectId: number; view: TNotesView }) => ReactNode;

/** Spec 1 §2: Notes with an Internal / Client toggle (IncludeClientInd 0 / 1). */
export function ProjectNotesSection(props: { projectId: number; renderNotes: TRenderNotes }) {
  const [view, setView] = useState<TNotesView>('internal');
  return (
    <SectionCard
      title="Notes"
      label="Project notes"
      aside={
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
      }
    >
      {props.renderNotes({ projectId: props.projectId, view })}
    </SectionCard>
  );
}

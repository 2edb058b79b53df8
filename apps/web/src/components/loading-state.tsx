import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export type TStateSize = 'fullscreen' | 'page' | 'section';

const AREA = {
  // The app starting, or a screen's code downloading: nothing else is on screen yet.
  fullscreen: { minHeight: '60vh', height: '100%' },
  // A screen's main list: fills the rest of a column layout.
  page: { flex: 1, py: 8 },
  section: { py: 3 },
} as const;

/**
 * Something is loading: a status region named by `label` ("Loading contacts") and marked busy,
 * showing a spinner, or `children` when a skeleton of what comes keeps the layout still.
 */
export function LoadingState(props: { label: string; size?: TStateSize; children?: ReactNode }) {
  const size = props.size ?? 'section';
  return (
    <Box role="status" aria-busy="true" aria-label={props.label}>
      {props.children ?? (
        <Box sx={{ display: 'grid', placeItems: 'center', ...AREA[size] }}>
          <CircularProgress aria-label={props.label} size={size === 'section' ? 32 : 40} />
        </Box>
      )}
    </Box>
  );
}

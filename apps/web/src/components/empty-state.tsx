import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { TStateSize } from './loading-state';
import { StatusView } from './status-view';

export interface TEmptyState {
  /** The spec's empty text, word for word, where the spec quotes one for the screen. */
  text: string;
  /** A heading makes it a centered page-size message, with an optional icon and action. */
  title?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet: a heading with a short text and action for a page, one line in a section. */
export function EmptyState(props: TEmptyState & { size?: TStateSize }) {
  if (props.title) {
    return (
      <StatusView title={props.title} headingLevel="h2" icon={props.icon} action={props.action}>
        {props.text}
      </StatusView>
    );
  }
  const isSection = (props.size ?? 'section') === 'section';
  return (
    <>
      <Typography
        color="text.secondary"
        variant={isSection ? 'body2' : 'body1'}
        sx={isSection ? { py: 1.5 } : { py: 6, textAlign: 'center' }}
      >
        {props.text}
      </Typography>
      {props.action}
    </>
  );
}

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, type TEmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadingState, type TStateSize } from './loading-state';

type TQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching' | 'refetch'>;

/**
 * The states of a query, the same on every screen: loading, a failure with Retry, empty with the
 * caller's text, then `children` with the data. A failed refetch keeps the data on screen under
 * the error, so a user never loses what they were reading.
 */
export function QueryState<T>(props: {
  query: TQuery<T>;
  /** Names the loading state: "Loading contacts". */
  loadingLabel: string;
  /** Says what failed, before the server's reason: "The contacts could not be loaded". */
  errorText: string;
  empty?: TEmptyState & { when: (data: T) => boolean };
  /** 'page' for a screen's main data, 'section' for a part of a screen (the default). */
  size?: TStateSize;
  /** Shown while loading instead of a spinner, when a skeleton keeps the layout still. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { query, empty } = props;
  const error = query.error && (
    <LoadError
      message={`${props.errorText}: ${query.error.message}`}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
  if (query.data === undefined) {
    return (
      error || (
        <LoadingState label={props.loadingLabel} size={props.size}>
          {props.skeleton}
        </LoadingState>
      )
    );
  }
  return (
    <>
      {error}
      {empty?.when(query.data) ? (
        <EmptyState
          text={empty.text}
          title={empty.title}
          icon={empty.icon}
          action={empty.action}
          size={props.size}
        />
      ) : (
        props.children(query.data)
      )}
    </>
  );
}

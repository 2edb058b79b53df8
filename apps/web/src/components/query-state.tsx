import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { EmptyState, type TEmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadingState, type TStateSize } from './loading-state';

export type TQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching' | 'refetch'>;

/** What a public page shows for a link that leads nowhere, and which failures mean that. */
export interface TNotFound {
  view: ReactNode;
  /** Which failures are "not found" (default: the server's 404). */
  when?: (error: Error) => boolean;
}

const isMissing = (error: Error) => error instanceof ApiError && error.status === 404;

/**
 * Several queries as one for `QueryState`: the data once all have it (a tuple), the first
 * failure, busy while any is, and Retry refetches them all.
 */
export function combineQueries<A, B>(a: TQuery<A>, b: TQuery<B>): TQuery<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    error: a.error ?? b.error,
    isFetching: a.isFetching || b.isFetching,
    refetch: (() => Promise.all([a.refetch(), b.refetch()])) as unknown as TQuery<
      [A, B]
    >['refetch'],
  } as TQuery<[A, B]>;
}

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
  /** A public page's not-found view, shown instead of the failure (a wrong or old link). */
  notFound?: TNotFound;
  children: (data: T) => ReactNode;
}) {
  const { query, empty, notFound } = props;
  if (query.error && notFound && (notFound.when ?? isMissing)(query.error))
    return <>{notFound.view}</>;
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

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { combineQueries, QueryState } from './query-state';

type TList = string[];

/** The HTML of a QueryState over a query in the given state (rendered without a browser). */
function render(query: { data?: TList; error?: Error | null; isFetching?: boolean }) {
  return renderToStaticMarkup(
    createElement(QueryState<TList>, {
      query: {
        data: query.data,
        error: query.error ?? null,
        isFetching: query.isFetching ?? false,
        refetch: vi.fn(),
      } as never,
      loadingLabel: 'Loading contacts',
      errorText: 'The contacts could not be loaded',
      empty: { when: (list) => list.length === 0, text: 'No contacts yet.' },
      children: (list) => createElement('ul', null, list.join(',')),
    }),
  );
}

describe('QueryState', () => {
  it('is a busy status named by its label while loading, with a named spinner', () => {
    const html = render({ isFetching: true });
    expect(html).toMatch(/role="status" aria-busy="true" aria-label="Loading contacts"/);
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Loading contacts"/);
  });

  it('is an alert with the reason and a Retry button when the load failed', () => {
    const html = render({ error: new Error('Database is restarting.') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('The contacts could not be loaded: Database is restarting.');
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(html).not.toContain('role="status"');
  });

  it('says Retrying and disables the button while the retry runs', () => {
    expect(render({ error: new Error('x'), isFetching: true })).toMatch(
      /<button[^>]*disabled=""[^>]*>Retrying…<\/button>/,
    );
  });

  it("shows the caller's empty text, then the data", () => {
    expect(render({ data: [] })).toContain('No contacts yet.');
    expect(render({ data: ['Ann', 'Bo'] })).toContain('<ul>Ann,Bo</ul>');
  });

  it('keeps the data under the alert when a refetch fails', () => {
    const html = render({ data: ['Ann'], error: new Error('Offline.') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('<ul>Ann</ul>');
  });

  it("shows a public page's not-found view for a 404, the failure for anything else", () => {
    const withNotFound = (error: Error) =>
      renderToStaticMarkup(
        createElement(QueryState<TList>, {
          query: { data: undefined, error, isFetching: false, refetch: vi.fn() } as never,
          loadingLabel: 'Loading the waiver',
          errorText: 'The waiver could not be loaded',
          notFound: { view: createElement('p', null, 'No such waiver.') },
          children: (list) => list.join(','),
        }),
      );
    expect(withNotFound(new ApiError(404, 'NOT_FOUND', 'gone'))).toBe('<p>No such waiver.</p>');
    expect(withNotFound(new Error('Offline.'))).toContain('role="alert"');
  });

  it('combines two queries: data once both have it, the first failure, Retry refetches both', () => {
    const a = { data: 1, error: null, isFetching: false, refetch: vi.fn() };
    const b = { data: undefined, error: null, isFetching: true, refetch: vi.fn() };
    expect(combineQueries(a as never, b as never).data).toBeUndefined();
    expect(combineQueries(a as never, b as never).isFetching).toBe(true);
    const both = combineQueries(a as never, { ...b, data: 'x', isFetching: false } as never);
    expect(both.data).toEqual([1, 'x']);
    const failed = new Error('Offline.');
    expect(combineQueries(a as never, { ...b, error: failed } as never).error).toBe(failed);
    void both.refetch();
    expect(a.refetch).toHaveBeenCalled();
    expect(b.refetch).toHaveBeenCalled();
  });
});

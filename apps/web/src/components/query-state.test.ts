import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

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
});

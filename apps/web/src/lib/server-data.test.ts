import { QueryClient, QueryObserver, type Query } from '@tanstack/react-query';
import type { AuthUser } from '@faza/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refetchUnlessJustDrawn, type SignedInData } from './server-data';

const queryOf = (client: QueryClient, key: readonly unknown[]): Query =>
  client.getQueryCache().find({ queryKey: key, exact: true })!;

/** A page drawn from these answers, seeded into a new client as the app does. */
function drawnPage(queries: SignedInData['queries']) {
  const drawn: SignedInData = { user: {} as AuthUser, queries };
  const client = new QueryClient();
  for (const [key, value] of queries) client.setQueryData(key, value);
  return { drawn, client };
}

describe('queries of a page the server drew, in the browser', () => {
  beforeEach(() => vi.stubGlobal('document', {}));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keep the drawn answer as the page hydrates, and refresh on a later opening', () => {
    vi.useFakeTimers();
    const { drawn, client } = drawnPage([[['pantry'], ['rice']]]);
    expect(refetchUnlessJustDrawn(queryOf(client, ['pantry']), drawn)).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(refetchUnlessJustDrawn(queryOf(client, ['pantry']), drawn)).toBe('always');
  });

  it('refresh once the answer was replaced or invalidated', async () => {
    const { drawn, client } = drawnPage([
      [['wallet', 'transactions', 'all'], { pages: [], pageParams: [] }],
      [['pantry'], ['rice']],
    ]);
    client.setQueryData(['wallet', 'transactions', 'all'], { pages: [{}], pageParams: [null] });
    expect(refetchUnlessJustDrawn(queryOf(client, ['wallet', 'transactions', 'all']), drawn)).toBe(
      'always',
    );
    await client.invalidateQueries({ queryKey: ['pantry'] });
    expect(refetchUnlessJustDrawn(queryOf(client, ['pantry']), drawn)).toBe('always');
  });

  it('always refresh on a page the server did not draw', () => {
    const client = new QueryClient();
    client.setQueryData(['pantry'], ['rice']);
    expect(refetchUnlessJustDrawn(queryOf(client, ['pantry']), null)).toBe('always');
  });

  it('are not fetched when an observer mounts on the drawn answer', () => {
    const { drawn, client } = drawnPage([[['gifts'], ['one']]]);
    const queryFn = vi.fn(async () => ['two']);
    const observer = new QueryObserver(client, {
      queryKey: ['gifts'],
      queryFn,
      staleTime: 0,
      refetchOnMount: (query) => refetchUnlessJustDrawn(query, drawn),
    });
    observer.subscribe(() => {})();
    expect(queryFn).not.toHaveBeenCalled();
  });
});

describe('queries of a page being drawn on the server', () => {
  it('are drawn not fetching, as the browser hydrates them', () => {
    const { client } = drawnPage([[['pantry'], []]]);
    expect(refetchUnlessJustDrawn(queryOf(client, ['pantry']), null)).toBe(false);
  });
});

import { QueryClient, QueryObserver, type Query } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchUnlessJustDrawn, seedDrawnQueries } from './drawn-queries';

const queryOf = (client: QueryClient, key: readonly unknown[]): Query =>
  client.getQueryCache().find({ queryKey: key, exact: true })!;

describe('queries seeded from a drawn page', () => {
  afterEach(() => vi.useRealTimers());

  it('keep the drawn answer when their page hydrates, and refresh on every later opening', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    seedDrawnQueries(client, [[['pantry'], ['rice']]]);
    expect(refetchUnlessJustDrawn(queryOf(client, ['pantry']))).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(refetchUnlessJustDrawn(queryOf(client, ['pantry']))).toBe('always');
  });

  it('refresh once the answer was replaced or invalidated', async () => {
    const client = new QueryClient();
    seedDrawnQueries(client, [
      [['wallet', 'balance'], 500],
      [['pantry'], ['rice']],
    ]);
    client.setQueryData(['wallet', 'balance'], 400, { updatedAt: Date.now() + 1 });
    expect(refetchUnlessJustDrawn(queryOf(client, ['wallet', 'balance']))).toBe('always');
    await client.invalidateQueries({ queryKey: ['pantry'] });
    expect(refetchUnlessJustDrawn(queryOf(client, ['pantry']))).toBe('always');
  });

  it('are the only ones spared: any other query refreshes', () => {
    const client = new QueryClient();
    client.setQueryData(['orders'], []);
    expect(refetchUnlessJustDrawn(queryOf(client, ['orders']))).toBe('always');
  });

  it('are not fetched when an observer mounts on the drawn answer', () => {
    const client = new QueryClient();
    seedDrawnQueries(client, [[['gifts'], ['one']]]);
    const queryFn = vi.fn(async () => ['two']);
    const observer = new QueryObserver(client, {
      queryKey: ['gifts'],
      queryFn,
      staleTime: 0,
      refetchOnMount: refetchUnlessJustDrawn,
    });
    const stop = observer.subscribe(() => {});
    stop();
    expect(queryFn).not.toHaveBeenCalled();
  });
});

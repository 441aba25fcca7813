import type { QueryClient } from '@tanstack/react-query';

/**
 * A signed-in page the server drew arrives with the answers it was drawn from (lib/server-data.ts),
 * read for this request a moment ago. Its queries that refresh whenever their page opens (pantry,
 * wallet: something may have arrived since) would otherwise fetch them all again the moment the
 * page hydrates: one more request per answer on a metered connection, and on a slow phone work
 * competing with the page's start. For a short while after seeding, such a query keeps the drawn
 * answer as long as it is the one in the cache and nothing invalidated it
 * (docs/decisions/0077-a-drawn-page-starts-in-short-tasks.md, "The drawn answers").
 */
const JUST_DRAWN_MS = 10_000;

/** When each seeded query received its drawn answer (the client's own clock), by query hash. */
const seededAt = new Map<string, number>();

/** Puts a drawn page's answers in `client`, marked as just drawn. */
export function seedDrawnQueries(
  client: QueryClient,
  queries: ReadonlyArray<readonly [readonly unknown[], unknown]>,
): void {
  for (const [key, value] of queries) {
    client.setQueryData(key, value);
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    if (query) seededAt.set(query.queryHash, query.state.dataUpdatedAt);
  }
}

/**
 * `refetchOnMount` of a query that is fetched fresh whenever its page opens: always, except for
 * the drawn answer just seeded (above), still unchanged and not invalidated.
 */
export function refetchUnlessJustDrawn(query: {
  queryHash: string;
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): boolean | 'always' {
  const at = seededAt.get(query.queryHash);
  const justDrawn =
    at !== undefined &&
    query.state.dataUpdatedAt === at &&
    !query.state.isInvalidated &&
    Date.now() - at < JUST_DRAWN_MS;
  return justDrawn ? false : 'always';
}

import { getSession } from '../features/auth/session-store';
import { ordersPageData } from '../features/orders';
import { pantryPageData } from '../features/pantry';
import { walletPageData } from '../features/wallet';
import { PWA_CACHES } from '../lib/pwa-caches';
import { queryClient } from '../lib/query-client';
import { noteSavedCopy } from '../lib/saved-at';
import type { SignedInPageData } from '../lib/server-data';

const PAGES: Record<string, SignedInPageData> = {
  '/pantry': pantryPageData,
  '/wallet': walletPageData,
  '/orders': ordersPageData,
};

/**
 * A returning visitor's /pantry, /wallet or /orders paints at once from the copies the service
 * worker saved of its API answers (the per-user cache, emptied on every change of user), marked
 * with when they were saved; the page's own queries, already on their way, then replace them with
 * the server's answer (docs/decisions/0042-signed-in-pages-drawn-per-request.md). A query that
 * has its answer already is left alone, and a page with any copy missing paints as before.
 */
export async function paintFromSavedCopies(pathname: string): Promise<void> {
  const page = PAGES[pathname];
  const { user } = getSession();
  if (!page || !user || typeof caches === 'undefined') return;
  const store = await caches.open(PWA_CACHES.userData);
  const saved = await Promise.all(page.reads(user).map((path) => store.match(`/api${path}`)));
  if (saved.some((res) => !res)) return;
  const answers = await Promise.all(
    saved.map(async (res) => ((await res!.json()) as { data: unknown }).data),
  );
  // The user may have changed (and the cache emptied) while the copies were read.
  if (getSession().user?.user_id !== user.user_id) return;
  const savedAt = Math.min(...saved.map((res) => Date.parse(res!.headers.get('date') ?? '')));
  const at = Number.isFinite(savedAt) ? savedAt : 0;
  const seeded: Array<readonly unknown[]> = [];
  for (const [key, data] of page.queries(answers, user)) {
    if (queryClient.getQueryState(key)?.dataUpdatedAt) continue;
    // Dated never (0), not when it was saved: a copy is stale whatever a query's staleTime, so the
    // page's query asks the server even when this lands before it mounts.
    queryClient.setQueryData(key, data, { updatedAt: 0 });
    seeded.push(key);
  }
  if (!seeded.length) return;
  noteSavedCopy(at, pathname);
  // Marked until every copy shown has been replaced by an answer of the page's own queries.
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe(() => {
    if (!seeded.every((key) => (queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) > at)) return;
    unsubscribe();
    noteSavedCopy(null, pathname);
  });
}

import { authUserSchema, type AuthUser } from '@faza/shared';
import { REQUEST_TIMEOUT_MS } from '../../lib/request-timeout';
import { noteResponseDate } from '../../lib/saved-at';
import { reportReachable, SW_CACHE_HEADER } from '../../lib/use-online';

/** No answer came (offline, or none within the request timeout). */
export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
}

/**
 * GET /api/auth/me: the signed-in user, or null. The session store asks it on every page's first
 * load, so it is asked here with the little of the API client (lib/api-client.ts) that this one
 * call needs, and that client, its error texts and envelope rules load only with the pages that
 * send or read anything else (docs/decisions/0066-a-landing-page-that-hydrates-little.md). Like
 * that client it gives up after REQUEST_TIMEOUT_MS, tells lib/use-online.ts what the answer says
 * about the network and lib/saved-at.ts when it was sent, and parses with the route's schema in
 * development and tests only (the landing page has no room for zod).
 */
export async function fetchSessionUser(): Promise<AuthUser | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch('/api/auth/me', {
        headers: { Accept: 'application/json' },
        credentials: 'include',
        signal: controller.signal,
      });
    } catch {
      reportReachable(false);
      throw new NoAnswer('No answer from GET /api/auth/me');
    }
    const fromCache = response.headers.get(SW_CACHE_HEADER);
    if (fromCache === 'fallback') reportReachable(false);
    else if (fromCache === null) reportReachable(true);
    if (!response.ok) throw new Error(`GET /api/auth/me answered ${response.status}`);
    const envelope = (await response.json().catch(() => null)) as { data?: unknown } | null;
    if (controller.signal.aborted) throw new NoAnswer('GET /api/auth/me timed out');
    noteResponseDate(response.headers.get('date'));
    const user = envelope?.data ?? null;
    return import.meta.env.DEV ? authUserSchema.nullable().parse(user) : (user as AuthUser | null);
  } finally {
    clearTimeout(timer);
  }
}

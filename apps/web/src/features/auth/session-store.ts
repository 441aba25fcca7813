import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@faza/shared';
import { useDrawing } from '../../lib/drawing';
import { fetchSessionUser, NoAnswer } from './fetch-session-user';
import { clearUserData } from '../../lib/user-data';

/**
 * docs/product-spec.md §4 session: 'loading' at start, then 'authenticated' or 'anonymous' from GET /api/auth/me
 * (the user, or `null` without a valid session: a 200 either way, so a signed-out visitor's pages
 * log no error). The HttpOnly cookie is the only authority; the spec's local keys are a
 * convenience copy for offline display, written at sign-in and removed at sign-out.
 */
type SessionStatus = 'loading' | 'authenticated' | 'anonymous';
export type SessionState = { status: SessionStatus; user: AuthUser | null };

/** docs/product-spec.md §3: what the client keeps locally about the signed-in user. */
const SESSION_LOCAL_KEYS = [
  'user_id',
  'wallet_id',
  'phone-number',
  'email',
  'faza',
  'role',
  'is_premium',
  'is_premium_plus',
  'has_wallet',
] as const;

/**
 * What the server drew with: nobody known yet. Hydration must draw that too, or a session the
 * browser learnt before the page's code hydrated (a staff member's /bundles, an Account link
 * where the HTML says Sign In) is a mismatch that throws the server's HTML away; React draws the
 * real session right after. The client starts from this very object: while the session is still
 * loading, the snapshot React checks after hydrating is the same, and no re-render is forced.
 */
const LOADING: SessionState = { status: 'loading', user: null };
// A signed-in page drawn on the server (/pantry, /wallet, /orders) was drawn for its user, embedded
// with it: hydration draws that user (`startDrawnFor`). On the server each drawing brings its own
// session by context (lib/drawing.ts); this process-wide one is never set there.
let serverState: SessionState = LOADING;
const getServerState = () => serverState;
let state: SessionState = serverState;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  // Signed out, or someone other than the last user confirmed on this phone signed in: that user's
  // saved pantry, wallet and orders go before anything can draw them. The last user is
  // kept in local storage, so this holds across restarts too.
  const previousId = state.user?.user_id ?? readCachedUser()?.user_id ?? null;
  if (previousId !== (next.user?.user_id ?? null)) void clearUserData();
  state = next;
  writeLocalKeys(next.user);
  for (const l of listeners) l();
}

/** Asks the server who is signed in. Concurrent callers share one request. */
export function refreshSession(): Promise<void> {
  inflight ??= fetchSessionUser()
    .then(
      (user) =>
        setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null }),
      (err: unknown) => {
        // Offline: keep what we knew rather than signing the user out of their own pantry view.
        // At start that is the last user the server confirmed on this phone; the server still
        // checks the cookie on every request, so this only decides what we draw.
        if (err instanceof NoAnswer) {
          if (state.status !== 'loading') return;
          const cached = readCachedUser();
          if (cached) return setState({ status: 'authenticated', user: cached });
        }
        setState({ status: 'anonymous', user: null });
      },
    )
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** After sign-in the server answered with the user: no need to ask again. */
export function setSignedIn(user: AuthUser): void {
  setState({ status: 'authenticated', user });
}

export function setSignedOut(): void {
  setState({ status: 'anonymous', user: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === 'loading' && !inflight) void refreshSession();
  return () => listeners.delete(listener);
}

const getState = () => state;

/** The current session without subscribing (e.g. to decide whether to preload a page). */
export const getSession = (): SessionState => state;

/**
 * Whether this phone kept the local keys of a signed-in user. Only a hint for what to draw while
 * GET /api/auth/me is on its way (so a signed-in user does not see 'Sign In' flash); the cookie
 * decides.
 */
export function hasLocalSession(): boolean {
  try {
    return Boolean(localStorage.getItem('user_id'));
  } catch {
    return false;
  }
}

/**
 * The server snapshot: on the server, the session of the drawing being rendered (its own, passed
 * by context); in the browser, what the page was drawn with. `import.meta.env.SSR` is folded by
 * the build, so the browser's bundles carry neither the context nor this branch.
 */
const useServerSnapshot: () => () => SessionState = import.meta.env.SSR
  ? () => {
      const session = useDrawing()?.session ?? LOADING;
      return () => session;
    }
  : () => getServerState;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getState, useServerSnapshot());
}

/** The whole user as the server last answered, for starting the app without a network. */
const CACHED_USER_KEY = 'faza-user';

function readCachedUser(): AuthUser | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CACHED_USER_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Partial<AuthUser>;
    return typeof user.user_id === 'string' && typeof user.faza === 'string' && user.role
      ? (user as AuthUser)
      : null;
  } catch {
    return null;
  }
}

function writeLocalKeys(user: AuthUser | null) {
  try {
    if (!user) {
      for (const key of SESSION_LOCAL_KEYS) localStorage.removeItem(key);
      localStorage.removeItem(CACHED_USER_KEY);
      return;
    }
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify(user));
    for (const key of SESSION_LOCAL_KEYS) {
      const value = user[key];
      localStorage.setItem(key, value === null ? '' : String(value));
    }
  } catch {
    // Storage disabled: the cookie still carries the session.
  }
}

/**
 * The page arrived drawn for `user` (the server checked the cookie for this very response): that
 * is the session, hydration included. Someone else's saved data on this phone goes first, as on
 * any change of user. Called by app/query-provider.tsx, which loads before such a page hydrates.
 */
export function startDrawnFor(user: AuthUser): void {
  setState({ status: 'authenticated', user });
  serverState = state;
}

/**
 * A returning visitor (the service worker answered with its app shell) starts as the last user the
 * server confirmed on this phone, whose saved pages then paint at once; GET /api/auth/me still
 * decides, right away, and anyone else empties that user's data (docs/decisions/0042).
 */
export function assumeLastUser(): void {
  const cached = state.status === 'loading' ? readCachedUser() : null;
  if (!cached) return;
  setState({ status: 'authenticated', user: cached });
  void refreshSession();
}

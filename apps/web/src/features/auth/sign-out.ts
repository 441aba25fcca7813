import { ERROR_TEXTS, signOutResponseSchema } from '@faza/shared';
import { queryClient } from '../../lib/query-client';
import { apiFetch, ApiError } from '../../lib/api-client';
import { AUTH_TEXTS } from './auth-texts';
import { toastError, toastSuccess } from '../../lib/toasts';
import { setSignedOut } from './session-store';

/**
 * docs/product-spec.md §4 sign-out: the server revokes the session and clears the cookie, then the local keys go.
 * Loaded only when the user signs out, so the navigation bar stays small.
 * `leave` runs before the session is cleared, so a guarded page is left for the home page rather
 * than redirecting to sign-in.
 */
export async function signOut(leave: () => void): Promise<boolean> {
  try {
    await apiFetch('/auth/signout', { method: 'POST', schema: signOutResponseSchema });
  } catch (error) {
    // Already signed out on the server (expired, or reset elsewhere): finish the job here.
    if (!(error instanceof ApiError && error.status === 401)) {
      toastError({
        title: ERROR_TEXTS.logoutFailed,
        description: error instanceof ApiError ? error.message : undefined,
      });
      return false;
    }
  }
  leave();
  setSignedOut();
  // The next person on this phone must not see the last one's pantry or wallet from the cache.
  queryClient.clear();
  toastSuccess(AUTH_TEXTS.signOut.success);
  return true;
}

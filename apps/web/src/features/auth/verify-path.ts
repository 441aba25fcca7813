import { PATHS } from '../../lib/route-paths';

/** The verification screen for this address (it reads `?email=`, and `?next=` for after sign-in). */
export const verifyPathFor = (email: string, next?: string | null): string =>
  `${PATHS.verifyEmail}?email=${encodeURIComponent(email)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

/**
 * The phone verification screen, coming back to `next` (a path with its query) afterwards.
 * `reason: 'send'` when a send brought the user there: the screen then says why it asks.
 */
export const verifyPhonePathFor = (next: string, reason?: 'send'): string =>
  `${PATHS.verifyPhone}?next=${encodeURIComponent(next)}${reason ? `&reason=${reason}` : ''}`;

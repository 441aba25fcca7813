import { PATHS } from '../../lib/route-paths';

/** The verification screen for this address (it reads `?email=`). */
export const verifyPathFor = (email: string): string =>
  `${PATHS.verifyEmail}?email=${encodeURIComponent(email)}`;

/**
 * The phone verification screen, coming back to `next` (a path with its query) afterwards.
 * `reason: 'send'` when a send brought the user there: the screen then says why it asks.
 */
export const verifyPhonePathFor = (next: string, reason?: 'send'): string =>
  `${PATHS.verifyPhone}?next=${encodeURIComponent(next)}${reason ? `&reason=${reason}` : ''}`;

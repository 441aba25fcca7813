import { PATHS } from '../../lib/route-paths';

/** The verification screen for this address (it reads `?email=`). */
export const verifyPathFor = (email: string): string =>
  `${PATHS.verifyEmail}?email=${encodeURIComponent(email)}`;

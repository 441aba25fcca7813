import { useEffect, useEffectEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PantryItem } from '@faza/shared';

/** `/pantry?send=<lot id>`: where phone verification comes back to when a send sent the user. */
export const SEND_PARAM = 'send';

/**
 * Opens the send dialog for the food in `?send=` once the pantry has loaded and the phone is
 * verified, so a send interrupted by verification carries on; the parameter then leaves the
 * address (a reload must not open it again). Skipped verification, or food gone or expired
 * meanwhile: the parameter just goes.
 */
export function useResumeSend(
  items: readonly PantryItem[] | undefined,
  phoneVerified: boolean,
  open: (item: PantryItem) => void,
): void {
  const [location, navigate] = useLocation();
  const lotId = new URLSearchParams(useSearch()).get(SEND_PARAM);
  const resume = useEffectEvent((item: PantryItem) => open(item));

  useEffect(() => {
    if (!lotId || !items) return;
    navigate(location, { replace: true });
    const item = items.find((candidate) => candidate.id === lotId && !candidate['is-expired']);
    if (item && phoneVerified) resume(item);
  }, [lotId, items, phoneVerified, location, navigate]);
}

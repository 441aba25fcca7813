import { useEffect } from 'react';
import { apiFetch } from '../../lib/api-client';
import { z } from 'zod';

const SEND_EVERY_MS = 20_000;
const saved = z.object({ saved: z.literal(true) });

/**
 * While `on` (the rider agreed on screen and a delivery is on the way), sends the position every
 * 20 s through the Geolocation API; nothing is sent otherwise, and nothing when the phone refuses.
 */
export function usePositionSharing(on: boolean) {
  useEffect(() => {
    if (!on || !('geolocation' in navigator)) return;
    const send = () =>
      navigator.geolocation.getCurrentPosition(
        (p) =>
          void apiFetch('/rider/location', {
            method: 'POST',
            json: { lat: p.coords.latitude, lng: p.coords.longitude },
            schema: saved,
          }).catch(() => undefined),
        () => undefined,
        { enableHighAccuracy: true, maximumAge: 10_000, timeout: 15_000 },
      );
    send();
    const timer = window.setInterval(send, SEND_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [on]);
}

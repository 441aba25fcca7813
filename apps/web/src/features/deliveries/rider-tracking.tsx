import { lazy, Suspense } from 'react';
import { etaMinutes, formatDateTime, type Delivery } from '@faza/shared';

// Leaflet is loaded only when a delivery is on the way and its page is open (docs/decisions/0057).
const RiderMap = lazy(() => import('./rider-map').then((m) => ({ default: m.RiderMap })));

const minutes = (n: number) => (n < 60 ? `${n} min` : `${Math.floor(n / 60)} h ${n % 60} min`);

/**
 * While on the way: the rider's last position as text and a distance-based ETA (they never need
 * the map's tiles), and the map when it loads.
 */
export function RiderTracking({
  position,
  destination,
}: {
  position: NonNullable<Delivery['rider_position']>;
  destination: Delivery['destination'];
}) {
  const eta = destination ? etaMinutes(position, destination) : null;
  return (
    <div className="mt-2 space-y-2" data-testid="rider-tracking">
      {eta !== null && (
        <p className="font-semibold text-ink-900" data-testid="rider-eta">
          Arriving in about {minutes(eta)}
        </p>
      )}
      <Suspense fallback={<div className="h-56 w-full animate-pulse rounded-2xl bg-cream-100" />}>
        <RiderMap rider={position} destination={destination} />
      </Suspense>
      <p data-testid="rider-position">
        Rider last seen at {position.lat.toFixed(4)}, {position.lng.toFixed(4)} (
        {formatDateTime(position.at)}).
      </p>
    </div>
  );
}

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LatLng } from '@faza/shared';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The rider's last position (and the zone's centre) on OpenStreetMap tiles. Loaded with a dynamic
 * import by the tracking panel only, so Leaflet never weighs on another page (docs/decisions/0057).
 * Circle markers need no marker images; when tiles cannot load the text beside the map still says
 * where the rider is.
 */
export function RiderMap({ rider, destination }: { rider: LatLng; destination: LatLng | null }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const riderMarker = useRef<L.CircleMarker | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { zoomControl: true, attributionControl: true });
    L.tileLayer(TILES, { maxZoom: 18, attribution: ATTRIBUTION }).addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      riderMarker.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!riderMarker.current)
      riderMarker.current = L.circleMarker([rider.lat, rider.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 3,
        fillColor: '#c2410c',
        fillOpacity: 1,
      })
        .bindTooltip('Your rider')
        .addTo(m);
    else riderMarker.current.setLatLng([rider.lat, rider.lng]);
    const points: L.LatLngExpression[] = [[rider.lat, rider.lng]];
    if (destination) points.push([destination.lat, destination.lng]);
    m.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
  }, [rider.lat, rider.lng, destination]);

  const homeLat = destination?.lat;
  const homeLng = destination?.lng;
  useEffect(() => {
    const m = map.current;
    if (!m || homeLat === undefined || homeLng === undefined) return;
    const home = L.circleMarker([homeLat, homeLng], {
      radius: 7,
      color: '#15803d',
      weight: 2,
      fillColor: '#bbf7d0',
      fillOpacity: 1,
    })
      .bindTooltip('Your area')
      .addTo(m);
    return () => void home.remove();
  }, [homeLat, homeLng]);

  return (
    <div
      ref={box}
      data-testid="rider-map"
      className="h-56 w-full overflow-hidden rounded-2xl bg-cream-100 ring-1 ring-cream-200"
    />
  );
}

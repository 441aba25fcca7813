// A simple distance-based ETA for the tracking page (docs/decisions/0057): the straight line
// from the rider's last position to the zone's centre at an average Lagos city speed. Roads
// bend and traffic varies; the straight line is stretched by a road factor so the estimate
// errs late rather than early.

export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
/** Average speed of a delivery motorbike across Lagos traffic. */
export const CITY_SPEED_KMH = 20;
/** Roads are longer than the straight line. */
const ROAD_FACTOR = 1.3;

const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole minutes until the rider arrives, at least 1 (a rider at the door is still a minute away). */
export function etaMinutes(from: LatLng, to: LatLng, speedKmh = CITY_SPEED_KMH): number {
  const km = haversineKm(from, to) * ROAD_FACTOR;
  return Math.max(1, Math.ceil((km / speedKmh) * 60));
}

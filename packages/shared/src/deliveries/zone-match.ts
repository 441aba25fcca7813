// Which zone an address is in, as the API's zoneOfAddress decides it (docs/decisions/0057): the
// state, and the area as the zone's name or one of its aliases, case and spaces aside. The
// request dialog uses it to preselect the zone; the server decides again when no zone is sent.

type ZoneNames = { id: string; state: string; area: string; aliases: readonly string[] };

export function zoneForAddress<Z extends ZoneNames>(
  zones: readonly Z[],
  address: { state: string; area: string },
): Z | undefined {
  const area = address.area.trim().toLowerCase();
  if (!area) return undefined;
  return [...zones]
    .sort((a, b) => a.id.localeCompare(b.id))
    .find(
      (z) =>
        z.state === address.state && (z.area.toLowerCase() === area || z.aliases.includes(area)),
    );
}

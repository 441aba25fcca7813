/** One lot of the person's pantry that the morning digest may mention. */
export type DigestLot = { name: string; quantityType: string; quantity: number; expiresAt: Date };

/** A food as the digest lists it: its lots of one quantity type added up, the earliest date. */
export type DigestLine = { name: string; quantityType: string; quantity: number; expiresAt: Date };

export type PantryDigest = { expiring: DigestLine[]; expired: DigestLine[] };

/** The digest looks this far ahead, and back to the last digest. */
export const DIGEST_AHEAD_DAYS = 3;

/**
 * Groups one person's lots into what expires within the next three days and what has expired, one
 * line per food and quantity type however many lots hold it (rice bought twice is one line). Null
 * when there is nothing to say, so nobody gets an empty digest.
 */
export function groupDigest(lots: readonly DigestLot[], now: Date): PantryDigest | null {
  const lines = new Map<string, DigestLine & { expired: boolean }>();
  for (const lot of lots) {
    if (lot.quantity <= 0) continue;
    const expired = lot.expiresAt.getTime() <= now.getTime();
    const key = JSON.stringify([expired, lot.name, lot.quantityType]);
    const line = lines.get(key);
    if (!line) lines.set(key, { ...lot, expired });
    else {
      line.quantity += lot.quantity;
      if (lot.expiresAt < line.expiresAt) line.expiresAt = lot.expiresAt;
    }
  }
  const sorted = [...lines.values()].sort(
    (a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.name.localeCompare(b.name),
  );
  const strip = ({ expired: _expired, ...line }: DigestLine & { expired: boolean }) => line;
  const digest = {
    expiring: sorted.filter((l) => !l.expired).map(strip),
    expired: sorted.filter((l) => l.expired).map(strip),
  };
  return digest.expiring.length + digest.expired.length === 0 ? null : digest;
}

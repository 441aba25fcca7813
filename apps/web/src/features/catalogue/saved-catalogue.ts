import { CATEGORIES, type ShopItem } from '@faza/shared';

/**
 * The last shop catalogue that loaded, kept in localStorage so the shop still works when the
 * network drops or the phone reloads offline. It is only a starting point: the query refetches it
 * (stale) whenever it is used, and the API's ETag makes an unchanged catalogue cost a 304.
 */
const SAVED_CATALOGUE_KEY = 'faza-shop-catalogue';

export type SavedCatalogue = { savedAt: number; items: ShopItem[] };

let cached: SavedCatalogue | null | undefined;

export function readSavedCatalogue(): SavedCatalogue | null {
  if (cached !== undefined) return cached;
  cached = null;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_CATALOGUE_KEY) ?? 'null');
    if (isRecord(value) && typeof value.savedAt === 'number' && Array.isArray(value.items)) {
      const items = value.items.filter(isShopItem);
      // Partly unreadable means another app version wrote it: better to show nothing than half.
      if (items.length > 0 && items.length === value.items.length) {
        cached = { savedAt: value.savedAt, items };
      }
    }
  } catch {
    // Unreadable or storage disabled: behave as if nothing was saved.
  }
  return cached;
}

export function saveCatalogue(items: ShopItem[]): void {
  cached = { savedAt: Date.now(), items };
  try {
    localStorage.setItem(SAVED_CATALOGUE_KEY, JSON.stringify(cached));
  } catch {
    // Full or disabled: the in-memory copy still serves this page view.
  }
}

/**
 * Enough of a shop item for the screens and the cart rules to rely on: the server's answer and
 * the saved copy are both checked, so a bad field shows as "unavailable", never as a crash.
 */
export function isShopItem(value: unknown): value is ShopItem {
  if (!isRecord(value)) return false;
  const { id, name, category, tiers } = value;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof value['image-url'] === 'string' &&
    (CATEGORIES as readonly unknown[]).includes(category) &&
    Array.isArray(tiers) &&
    tiers.length > 0 &&
    tiers.every(
      (tier: unknown) =>
        isRecord(tier) &&
        typeof tier.type === 'string' &&
        Number.isSafeInteger(tier.priceKobo) &&
        (tier.priceKobo as number) >= 0,
    )
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

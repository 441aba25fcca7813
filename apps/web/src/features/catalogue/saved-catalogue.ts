import { SHOP_ITEM_FORMAT, type ShopItem } from '@faza/shared';

/**
 * The last shop catalogue that loaded, kept in localStorage so the shop still works when the
 * network drops or the phone reloads offline. It is only a starting point: the query refetches it
 * (stale) whenever it is used, and the API's ETag makes an unchanged catalogue cost a 304.
 *
 * Items are not re-checked field by field here: the API validates its answer against the shared
 * `shopItemSchema`, and a copy saved by an app version with another item format is not used.
 */
const SAVED_CATALOGUE_KEY = 'faza-shop-catalogue';

export type SavedCatalogue = { savedAt: number; items: ShopItem[] };

let cached: SavedCatalogue | null | undefined;

export function readSavedCatalogue(): SavedCatalogue | null {
  if (cached !== undefined) return cached;
  cached = null;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_CATALOGUE_KEY) ?? 'null');
    if (
      isRecord(value) &&
      value.format === SHOP_ITEM_FORMAT &&
      typeof value.savedAt === 'number' &&
      Array.isArray(value.items) &&
      value.items.length > 0
    ) {
      cached = { savedAt: value.savedAt, items: value.items as ShopItem[] };
    }
  } catch {
    // Unreadable or storage disabled: behave as if nothing was saved.
  }
  return cached;
}

let writeScheduled = false;

/**
 * Keeps `items` as the saved catalogue: in memory at once, in localStorage when the phone is next
 * idle (within 2 s). A prerendered page saves the catalogue it carries while its code starts, and
 * serialising and writing it there cost a slow phone a long task right when the page should become
 * usable; several saves in a row are written once, the latest.
 */
export function saveCatalogue(items: ShopItem[]): void {
  cached = { savedAt: Date.now(), items };
  if (writeScheduled) return;
  writeScheduled = true;
  whenIdle(() => {
    writeScheduled = false;
    try {
      localStorage.setItem(
        SAVED_CATALOGUE_KEY,
        JSON.stringify({ ...cached, format: SHOP_ITEM_FORMAT }),
      );
    } catch {
      // Full or disabled: the in-memory copy still serves this page view.
    }
  });
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import {
  expiryStatus,
  firstNameOrMasked,
  fullNameOrMasked,
  koboToNaira,
  type Category,
  type PantryHistoryEntry,
  type PantryItem,
} from '@faza/shared';
import type { HistoryRow } from './journal-repository';
import type { LotRow } from './lots-repository';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A lot as docs/product-spec.md §3's pantry item (naira, Unix seconds, hyphenated keys) plus our fields. */
export function toPantryItem(row: LotRow, now: Date, bundleName: string | null = null): PantryItem {
  const status = expiryStatus(row.expires_at, now);
  const totalKobo = row.unit_price_kobo * row.quantity;
  return {
    id: row.id,
    'product-id': row.product_id,
    name: row.name,
    quantity: row.quantity,
    'quantity-type': row.quantity_type,
    'image-url': row.image_url,
    'last-updated': unixSeconds(row.updated_at),
    'added-date': unixSeconds(row.added_at),
    'expiry-date': unixSeconds(row.expires_at),
    'unit-price': koboToNaira(row.unit_price_kobo),
    'total-price': koboToNaira(totalKobo),
    'unit-price-kobo': row.unit_price_kobo,
    'total-price-kobo': totalKobo,
    'is-expired': status === 'expired',
    'is-expiring': status === 'expiring',
    class: row.category as Category,
    'storage-duration': row.storage_duration_days,
    source: row.source,
    'bundle-name': bundleName,
  };
}

export function toHistoryEntry(row: HistoryRow): PantryHistoryEntry {
  return {
    id: row.id,
    kind: row.kind,
    'lot-id': row.lot_id,
    'food-name': row.name,
    'quantity-type': row.quantity_type,
    'image-url': row.image_url,
    quantity: row.quantity,
    'created-at': unixSeconds(row.created_at),
    'transfer-id': row.transfer_id,
    counterparty: counterpartyOf(row),
    'order-id': row.order_id,
    'delivery-id': row.delivery_id,
    'group-buy':
      row.group_buy_id && row.group_buy_tier
        ? { id: row.group_buy_id, tier: row.group_buy_tier }
        : null,
  };
}

/** The opaque `next-cursor`: the last row's time in microseconds and its id. */
export const historyCursor = (row: HistoryRow): string => `${row.created_micros}.${row.id}`;

export function parseHistoryCursor(cursor: string): { micros: string; id: string } {
  const dot = cursor.indexOf('.');
  return { micros: cursor.slice(0, dot), id: cursor.slice(dot + 1) };
}

/**
 * Whom the holder sent food to, named in full; who sent it to them, by first name
 * (docs/decisions/0054-real-names.md).
 */
function counterpartyOf(row: HistoryRow): { name: string } | null {
  if (row.counterparty_name === null) return null;
  const other = {
    first_name: row.counterparty_first_name,
    last_name: row.counterparty_last_name,
    display_name: row.counterparty_name,
  };
  return { name: row.kind === 'transfer_out' ? fullNameOrMasked(other) : firstNameOrMasked(other) };
}

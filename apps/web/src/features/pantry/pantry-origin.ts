import type { PantryItem } from '@faza/shared';

/** Where a lot came from, in the words its card shows. */
export function lotOrigin(item: Pick<PantryItem, 'source' | 'bundle-name'>): string {
  if (item['bundle-name']) return `From ${item['bundle-name']}`;
  if (item.source === 'transfer') return 'Received';
  if (item.source === 'adjust') return 'Added by Faza';
  if (item.source === 'opened') return 'Opened for cooking';
  return 'Bought singly';
}

/**
 * The origin line of each card that has a twin: another lot of the same product and quantity type
 * (rice bought singly and rice out of a bundle are two lots with the same name and often the same
 * dates). Cards without a twin need no such line. By lot id.
 */
export function twinOrigins(
  items: readonly Pick<
    PantryItem,
    'id' | 'product-id' | 'quantity-type' | 'source' | 'bundle-name'
  >[],
): Map<string, string> {
  const count = new Map<string, number>();
  const keyOf = (item: (typeof items)[number]) =>
    `${item['product-id']}\u0000${item['quantity-type']}`;
  for (const item of items) count.set(keyOf(item), (count.get(keyOf(item)) ?? 0) + 1);
  return new Map(
    items.filter((item) => count.get(keyOf(item))! > 1).map((item) => [item.id, lotOrigin(item)]),
  );
}

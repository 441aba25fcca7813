// docs/product-spec.md §4 cart rules as pure functions over an array of lines. The web store only reads and writes
// localStorage around them, and the screens turn each outcome into its docs/product-spec.md §8 toast.
import type { Bundle, ShopItem } from '../catalogue/schemas';
import {
  BUNDLE_QUANTITY_TYPE,
  bundleLineId,
  CART_LINE_MAX_QUANTITY,
  cartItemLineId,
  isCartLine,
  lineMaxQuantity,
  type CartLine,
} from './cart-line';

/**
 * The line the shop dialog adds: the chosen tier's price, at most 99. Null when the item has no
 * such tier or the quantity is not a whole number in 1..99, so a bad tier never reaches the cart.
 */
export function itemCartLine(
  item: Pick<ShopItem, 'id' | 'name' | 'image-url' | 'tiers'>,
  quantityType: string,
  quantity: number,
): CartLine | null {
  const tier = item.tiers.find((candidate) => candidate.type === quantityType);
  if (!tier || !Number.isInteger(quantity) || quantity < 1 || quantity > CART_LINE_MAX_QUANTITY) {
    return null;
  }
  return {
    id: cartItemLineId(item.name, tier.type),
    kind: 'item',
    name: item.name,
    price: tier.priceKobo,
    quantity,
    quantityType: tier.type,
    image: item['image-url'],
    productId: item.id,
    maxQuantity: CART_LINE_MAX_QUANTITY,
  };
}

/** One bundle, priced at its selling price. */
export function bundleCartLine(
  bundle: Pick<Bundle, 'id' | 'name' | 'image' | 'sellingPriceKobo'>,
): CartLine {
  return {
    id: bundleLineId(bundle.id),
    kind: 'bundle',
    name: bundle.name,
    price: bundle.sellingPriceKobo,
    quantity: 1,
    quantityType: BUNDLE_QUANTITY_TYPE,
    image: bundle.image,
    productId: bundle.id,
    maxQuantity: CART_LINE_MAX_QUANTITY,
  };
}

export type AddToCartOutcome =
  | { status: 'added' | 'merged'; lines: CartLine[]; line: CartLine }
  /** Adding would take the line past its maximum: nothing changed ('Quantity Limit Reached'). */
  | { status: 'limit'; maxQuantity: number; name: string }
  /** The line itself is malformed (bad price, quantity or fields): nothing changed. */
  | { status: 'invalid' };

/**
 * Adds a line, merging into the line with the same id (name plus quantity type). A merge adds the
 * quantities and takes the incoming unit price, which is the one the customer just saw.
 */
export function addCartLine(lines: readonly CartLine[], incoming: CartLine): AddToCartOutcome {
  if (!isCartLine(incoming)) return { status: 'invalid' };
  const index = lines.findIndex((line) => line.id === incoming.id);
  const existing = lines[index];
  if (!existing) {
    return { status: 'added', lines: [...lines, incoming], line: incoming };
  }
  const maxQuantity = Math.min(lineMaxQuantity(existing), lineMaxQuantity(incoming));
  if (existing.quantity + incoming.quantity > maxQuantity) {
    return { status: 'limit', maxQuantity, name: existing.name };
  }
  const { previousPrice: _seen, ...rest } = existing;
  const merged: CartLine = {
    ...rest,
    price: incoming.price,
    image: incoming.image,
    quantity: existing.quantity + incoming.quantity,
    maxQuantity,
  };
  return { status: 'merged', lines: replaceAt(lines, index, merged), line: merged };
}

export type SetQuantityOutcome =
  | { status: 'updated'; lines: CartLine[]; line: CartLine }
  /** docs/product-spec.md §4: a quantity of 0 or less removes the line ('Item Removed'). */
  | { status: 'removed'; lines: CartLine[]; line: CartLine }
  | { status: 'limit'; maxQuantity: number; name: string }
  /** No such line, or the quantity is not a number: nothing changed. */
  | { status: 'unchanged' };

export function setCartLineQuantity(
  lines: readonly CartLine[],
  id: string,
  quantity: number,
): SetQuantityOutcome {
  const index = lines.findIndex((line) => line.id === id);
  const line = lines[index];
  if (!line || !Number.isFinite(quantity)) return { status: 'unchanged' };
  const next = Math.trunc(quantity);
  if (next <= 0) return { status: 'removed', lines: removeAt(lines, index), line };
  const maxQuantity = lineMaxQuantity(line);
  if (next > maxQuantity) return { status: 'limit', maxQuantity, name: line.name };
  if (next === line.quantity) return { status: 'unchanged' };
  const updated = { ...line, quantity: next };
  return { status: 'updated', lines: replaceAt(lines, index, updated), line: updated };
}

/** Removes a line; returns the same array when there is no such line. */
export function removeCartLine(lines: readonly CartLine[], id: string): readonly CartLine[] {
  const index = lines.findIndex((line) => line.id === id);
  return index === -1 ? lines : removeAt(lines, index);
}

export type CartTotals = {
  /** Sum of quantities (the badge). */
  count: number;
  /** Sum of unit price × quantity, in kobo. */
  totalKobo: number;
};

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let count = 0;
  let totalKobo = 0;
  for (const line of lines) {
    count += line.quantity;
    totalKobo += line.price * line.quantity;
  }
  return { count, totalKobo };
}

/** What re-pricing needs from the catalogue; `ShopItem` and `Bundle` fit. */
export type PricedItem = Pick<ShopItem, 'id' | 'tiers'>;
export type PricedBundle = Pick<Bundle, 'id' | 'sellingPriceKobo'>;

export type CartRepricing = {
  /** The same array as given when nothing changed, so callers can skip writing. */
  lines: readonly CartLine[];
  /** Lines whose unit price moved; each carries the price it was added at in `previousPrice`. */
  changed: CartLine[];
  /** Lines whose product, tier or bundle is no longer sold; the cart never keeps them. */
  removed: CartLine[];
};

/**
 * Brings every line to today's catalogue price. Item lines are checked only when `items` is given
 * and bundle lines only when `bundles` is, because the two lists load separately. A changed price
 * is applied and marked with the price the customer saw (never kept silently); a price that went
 * back to what they saw clears the mark.
 */
export function repriceCartLines(
  lines: readonly CartLine[],
  catalogue: { items?: readonly PricedItem[]; bundles?: readonly PricedBundle[] },
): CartRepricing {
  const itemPrices = catalogue.items && tierPriceIndex(catalogue.items);
  const bundlePrices =
    catalogue.bundles && new Map(catalogue.bundles.map((b) => [b.id, b.sellingPriceKobo]));
  const changed: CartLine[] = [];
  const removed: CartLine[] = [];
  const next: CartLine[] = [];
  let touched = false;

  for (const line of lines) {
    const prices = line.kind === 'bundle' ? bundlePrices : itemPrices;
    if (!prices) {
      next.push(line);
      continue;
    }
    const key =
      line.kind === 'bundle' ? line.productId : tierKey(line.productId, line.quantityType);
    const price = prices.get(key);
    if (price === undefined) {
      removed.push(line);
      touched = true;
      continue;
    }
    if (price === line.price) {
      next.push(line);
      continue;
    }
    const seen = line.previousPrice ?? line.price;
    const { previousPrice: _old, ...rest } = line;
    const repriced: CartLine = price === seen ? rest : { ...rest, previousPrice: seen };
    repriced.price = price;
    if (price !== seen) changed.push(repriced);
    next.push(repriced);
    touched = true;
  }
  return { lines: touched ? next : lines, changed, removed };
}

function tierPriceIndex(items: readonly PricedItem[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const item of items) {
    for (const tier of item.tiers) index.set(tierKey(item.id, tier.type), tier.priceKobo);
  }
  return index;
}

const tierKey = (productId: string, quantityType: string) => `${productId}\u0000${quantityType}`;

function replaceAt(lines: readonly CartLine[], index: number, line: CartLine): CartLine[] {
  return lines.map((current, i) => (i === index ? line : current));
}

function removeAt(lines: readonly CartLine[], index: number): CartLine[] {
  return lines.filter((_line, i) => i !== index);
}

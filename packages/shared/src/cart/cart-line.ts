// The cart line and its storage format. Kept free of zod and of the message texts: the web app's
// navigation reads the stored cart on every page's first load (the badge), so this file must stay
// a few hundred bytes.

/** docs/product-spec.md §9: the shop dialog's maximum, and the hard cap of any cart line (CART_MAX_QUANTITY). */
export const CART_LINE_MAX_QUANTITY = 99;

export type CartLineKind = 'item' | 'bundle';

/** The quantity type shown for a bundle line (a bundle is sold whole). */
export const BUNDLE_QUANTITY_TYPE = 'bundle';

/** docs/product-spec.md §3 cart item, with integer kobo prices and what re-pricing needs. */
export type CartLine = {
  /** docs/product-spec.md §3: name plus quantity type; `bundle:<bundleId>` for a bundle. */
  id: string;
  /** Absent on carts saved before bundles could be added: those lines are items. */
  kind?: CartLineKind;
  name: string;
  /** Unit price in kobo (integer). */
  price: number;
  quantity: number;
  quantityType: string;
  image: string;
  /** Catalogue product id, or the bundle id for a bundle line. */
  productId: string;
  maxQuantity?: number;
  /**
   * The unit price (kobo) the customer added the line at, kept while the catalogue price differs,
   * so the change is shown instead of silently applied.
   */
  previousPrice?: number;
};

export const STORED_CART_VERSION = 1;

export const cartItemLineId = (name: string, quantityType: string): string =>
  `${name}:${quantityType}`;

export const bundleLineId = (bundleId: string): string => `bundle:${bundleId}`;

export const isBundleLine = (line: Pick<CartLine, 'kind'>): boolean => line.kind === 'bundle';

/** The most a line may hold: its own maxQuantity, never above the cart's cap of 99. */
export const lineMaxQuantity = (line: Pick<CartLine, 'maxQuantity'>): number =>
  Math.min(line.maxQuantity ?? CART_LINE_MAX_QUANTITY, CART_LINE_MAX_QUANTITY);

/** The JSON kept in localStorage: `{ version: 1, lines: [...] }`. */
export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify({ version: STORED_CART_VERSION, lines });
}

/**
 * The stored cart, or null when the value is missing, not JSON, another version, or holds any
 * line that breaks the rules. All or nothing: a half-trusted cart could show prices or quantities
 * the customer never chose.
 */
export function parseStoredCart(raw: string | null): CartLine[] | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== STORED_CART_VERSION || !Array.isArray(value.lines)) {
    return null;
  }
  const lines: unknown[] = value.lines;
  if (!lines.every(isCartLine)) return null;
  const ids = new Set(lines.map((line) => line.id));
  return ids.size === lines.length ? lines : null;
}

export function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value)) return false;
  const { id, kind, name, price, quantity, quantityType, image, productId } = value;
  const { maxQuantity, previousPrice } = value;
  if (
    typeof id !== 'string' ||
    id === '' ||
    typeof name !== 'string' ||
    name === '' ||
    !isKobo(price) ||
    typeof quantityType !== 'string' ||
    quantityType === '' ||
    typeof image !== 'string' ||
    typeof productId !== 'string' ||
    productId === '' ||
    (kind !== undefined && kind !== 'item' && kind !== 'bundle') ||
    (maxQuantity !== undefined && !isWholeAtLeastOne(maxQuantity)) ||
    (previousPrice !== undefined && !isKobo(previousPrice)) ||
    !isWholeAtLeastOne(quantity)
  ) {
    return false;
  }
  if (quantity > lineMaxQuantity({ maxQuantity: maxQuantity as number | undefined })) return false;
  // A bundle line must be exactly what addBundle builds, so it cannot pose as another bundle.
  if (kind === 'bundle') {
    return id === bundleLineId(productId) && quantityType === BUNDLE_QUANTITY_TYPE;
  }
  return true;
}

function isKobo(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isWholeAtLeastOne(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

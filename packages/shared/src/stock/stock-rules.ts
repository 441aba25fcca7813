// Warehouse stock in base units (docs/decisions/0056-warehouse-stock.md). Base units may be
// fractional (a tier of 0.5 kg), so every sum here is taken in whole thousandths: floats never
// decide whether a buyer gets the last bag.

/** Thousandths of a base unit in one base unit: the precision of `numeric(14,3)`. */
const MILLI = 1000;

/** A base-unit figure as whole thousandths (the database keeps three decimals). */
export const toMilli = (baseUnits: number | string): number =>
  Math.round(Number(baseUnits) * MILLI);

/** Whole thousandths back to base units, exactly as the database would print them. */
export const fromMilli = (milli: number): number => milli / MILLI;

/** One line of food leaving free stock: a product, its tier's base units per unit, how many. */
export type StockLine = { productId: string; multiplier: number | string; quantity: number };

/**
 * What an order needs from stock, per product in base units (bundles already expanded into their
 * contents), products in id order: the order every transaction locks stock rows in, so two
 * checkouts never wait on each other crosswise.
 */
export function stockNeeds(
  lines: readonly StockLine[],
): { productId: string; baseUnits: number }[] {
  const milli = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`stock line quantity must be a whole number ≥ 1: ${line.quantity}`);
    const per = toMilli(line.multiplier);
    if (per <= 0) throw new RangeError(`multiplier must be positive: ${line.multiplier}`);
    milli.set(line.productId, (milli.get(line.productId) ?? 0) + per * line.quantity);
  }
  return [...milli.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, m]) => ({ productId, baseUnits: fromMilli(m) }));
}

/** The four figures of one product; free is what may still be sold. */
export type StockFigures = { onHand: number; heldForPantries: number; reserved: number };

export const freeStock = (f: StockFigures): number =>
  fromMilli(toMilli(f.onHand) - toMilli(f.heldForPantries) - toMilli(f.reserved));

/** How many whole units of a tier the free stock still makes (never negative). */
export const unitsLeft = (freeBaseUnits: number, multiplier: number | string): number =>
  Math.max(0, Math.floor(toMilli(freeBaseUnits) / toMilli(multiplier)));

/** A shop item's or bundle's state, as a customer sees it. */
export type Availability =
  { status: 'in_stock' } | { status: 'low'; left: number } | { status: 'out_of_stock' };

/** "Only N left" appears at this many units of the smallest tier and below. */
export const LOW_STOCK_UNITS = 5;

/**
 * A product's availability from its free stock, counted in its smallest tier (what "Only 3 left"
 * means to a shopper holding the cheapest bag in mind).
 */
export function productAvailability(
  freeBaseUnits: number,
  smallestMultiplier: number | string,
): Availability {
  const left = unitsLeft(freeBaseUnits, smallestMultiplier);
  if (left === 0) return { status: 'out_of_stock' };
  if (left <= LOW_STOCK_UNITS) return { status: 'low', left };
  return { status: 'in_stock' };
}

/**
 * A bundle is available only when all its lines are: it is out when free stock cannot make one
 * bundle, low when it can make only a few, counted as the fewest any line allows.
 */
export function bundleAvailability(
  lines: readonly { freeBaseUnits: number; baseUnitsPerBundle: number }[],
): Availability {
  if (lines.length === 0) return { status: 'out_of_stock' };
  const left = Math.min(...lines.map((l) => unitsLeft(l.freeBaseUnits, l.baseUnitsPerBundle)));
  if (left === 0) return { status: 'out_of_stock' };
  if (left <= LOW_STOCK_UNITS) return { status: 'low', left };
  return { status: 'in_stock' };
}

/** The products an order cannot have, with what is free of each. */
export function stockShortfalls(
  needs: readonly { productId: string; baseUnits: number }[],
  free: ReadonlyMap<string, number>,
): { productId: string; needed: number; free: number }[] {
  return needs
    .filter((n) => toMilli(n.baseUnits) > toMilli(free.get(n.productId) ?? 0))
    .map((n) => ({
      productId: n.productId,
      needed: n.baseUnits,
      free: Math.max(0, free.get(n.productId) ?? 0),
    }));
}

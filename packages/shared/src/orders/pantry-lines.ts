import type { OrderLine } from './schemas';

/** One product tier entering the pantry when an order is paid. */
export type PantryLineOfOrder = {
  productId: string;
  quantityType: string;
  quantity: number;
  /** What one unit cost the customer, in kobo, after any Premium Plus discount. */
  unitPriceKobo: number;
};

/**
 * What a paid order puts in the pantry: item lines as they are, and bundles expanded into their
 * items (what one bundle held, times the number of bundles). A bundle sells below its items'
 * prices, so each item is valued at its share of the bundle's price (its catalogue price times
 * selling ÷ singles total, to the nearest naira): the pantry then shows what the customer paid, not
 * what the items would have cost singly. A Premium Plus discount lowers the price paid the same way
 * (docs/decisions/0038-bulk-discounts.md): an item's unit is valued at the line's paid amount ÷ its
 * quantity, to the kobo.
 */
export function pantryLinesOfOrder(
  lines: readonly (Pick<
    OrderLine,
    'kind' | 'catalogueId' | 'quantityType' | 'quantity' | 'unitPriceKobo' | 'contents'
  > & { paidKobo?: number })[],
): PantryLineOfOrder[] {
  return lines.flatMap((line): PantryLineOfOrder[] => {
    const paidKobo = line.paidKobo ?? line.unitPriceKobo * line.quantity;
    if (line.kind === 'item')
      return [
        {
          productId: line.catalogueId,
          quantityType: line.quantityType,
          quantity: line.quantity,
          unitPriceKobo: Math.round(paidKobo / line.quantity),
        },
      ];
    const singles = line.contents.reduce((sum, c) => sum + c.unitPriceKobo * c.quantity, 0);
    // What one bundle of the line was paid.
    const paidEach = paidKobo / line.quantity;
    const share = singles > 0 ? Math.min(1, paidEach / singles) : 1;
    return line.contents.map((c) => ({
      productId: c.productId,
      quantityType: c.quantityType,
      quantity: c.quantity * line.quantity,
      // Whole naira: a pantry card reading ₦1,043.48 looks like a mistake to a shopper.
      unitPriceKobo: Math.round((c.unitPriceKobo * share) / 100) * 100,
    }));
  });
}

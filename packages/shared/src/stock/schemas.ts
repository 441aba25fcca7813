import { z } from 'zod';

// ——— Staff console and API: warehouse stock (`stock:view`, `stock:edit`) ———

/** Base units with at most three decimals (the database's `numeric(14,3)`). */
const baseUnits = z
  .number({ error: 'Enter an amount.' })
  .finite()
  .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'At most three decimals.')
  .refine((n) => Math.abs(n) < 1e9, 'That amount is too large.');

/** `POST /api/admin/stock/receipts`: one supplier delivery of one product (a goods-received note). */
export const stockReceiptRequestSchema = z.object({
  productId: z.string().min(1).max(100),
  baseUnits: baseUnits.refine((n) => n > 0, 'Receive more than zero.'),
  supplier: z.string().trim().min(1, 'Name the supplier.').max(200),
  unitCostKobo: z.number().int('Whole kobo.').nonnegative().max(10_000_000_000),
  bestBefore: z.iso.date('A date like 2027-06-30.'),
  batch: z.string().trim().min(1).max(100).optional(),
});
export type StockReceiptRequest = z.infer<typeof stockReceiptRequestSchema>;

/** `POST /api/admin/stock/adjustments`: signed, with the reason staff give. */
export const stockAdjustmentRequestSchema = z.object({
  productId: z.string().min(1).max(100),
  baseUnits: baseUnits.refine((n) => n !== 0, 'An adjustment changes something.'),
  reason: z.string().trim().min(3, 'Give a reason.').max(500),
});
export type StockAdjustmentRequest = z.infer<typeof stockAdjustmentRequestSchema>;

/**
 * `POST /api/admin/stock/counts`: what staff counted on the shelf for one product (its whole stock
 * on hand, held food included); the server books the difference.
 */
export const stockCountRequestSchema = z.object({
  productId: z.string().min(1).max(100),
  countedBaseUnits: baseUnits.refine((n) => n >= 0, 'A count is zero or more.'),
  reason: z.string().trim().min(3, 'Give a reason.').max(500),
});
export type StockCountRequest = z.infer<typeof stockCountRequestSchema>;

/** `POST /api/admin/stock/write-offs`: free stock spoiled, damaged or lost, with the reason. */
export const stockWriteOffRequestSchema = z.object({
  productId: z.string().min(1).max(100),
  baseUnits: baseUnits.refine((n) => n > 0, 'Write off more than zero.'),
  reason: z.string().trim().min(3, 'Give a reason.').max(500),
});
export type StockWriteOffRequest = z.infer<typeof stockWriteOffRequestSchema>;

/** `PUT /api/admin/stock/{productId}/reorder-level`: free stock at or below it is an alert. */
export const stockReorderLevelRequestSchema = z.object({
  reorderLevel: baseUnits.refine((n) => n >= 0, 'Zero or more.'),
});
export type StockReorderLevelRequest = z.infer<typeof stockReorderLevelRequestSchema>;

export const stockProductParamsSchema = z.object({ productId: z.string().min(1).max(100) });

/** One product's stock, in its base units. */
export const stockLevelSchema = z.object({
  productId: z.string(),
  name: z.string(),
  onHand: z.number(),
  free: z.number(),
  heldForPantries: z.number(),
  reserved: z.number(),
  reorderLevel: z.number(),
  /** Free stock at or below the reorder level. */
  low: z.boolean(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

/** `GET /api/admin/stock`. */
export const stockResponseSchema = z.object({ products: z.array(stockLevelSchema) });
export type StockResponse = z.infer<typeof stockResponseSchema>;

export const STOCK_MESSAGES = {
  outOfStock: 'Some items are no longer in stock.',
  notEnoughFree: 'There is not that much free stock to take away.',
  productNotFound: 'No such product.',
  countBelowCommitted:
    'That count is less than what pantries and unpaid orders hold: count again, or find the missing food first.',
  /** The refusal of a checkout, naming each item and what is left. */
  shortfall: (items: readonly { name: string; left: number }[]) =>
    `Not enough in stock: ${items
      .map((i) => (i.left === 0 ? `${i.name} is out of stock` : `only ${i.left} of ${i.name} left`))
      .join('; ')}.`,
} as const;

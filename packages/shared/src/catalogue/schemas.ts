import { z } from 'zod';
import { CATEGORIES } from './categories';

const kobo = z.number().int().nonnegative();
const naira = z.number().nonnegative();

/** One way an item is sold: a quantity type ("5kg", "1 litre", "per derica") with its price. */
export const quantityTierSchema = z.object({
  type: z.string(),
  priceKobo: kobo,
  /** How many base units this tier holds (1 for the base tier). */
  multiplier: z.number().positive(),
});
export type QuantityTier = z.infer<typeof quantityTierSchema>;

/**
 * What is left to sell, from the warehouse's free stock (docs/decisions/0056-warehouse-stock.md):
 * `low` carries "Only N left" in units of the smallest tier (or whole bundles). Optional so a shop
 * list an older app version cached offline still parses; the server always sends it.
 */
export const availabilitySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('in_stock') }),
  z.object({ status: z.literal('low'), left: z.number().int().positive() }),
  z.object({ status: z.literal('out_of_stock') }),
]);

/**
 * A shop item as `GET /api/shop` returns it: the docs/product-spec.md §3 "shop item from API" fields
 * (naira numbers, hyphenated keys) plus the catalogue fields, with integer kobo for programs.
 */
export const shopItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  /** Base-tier price in naira (spec field). */
  price: naira,
  'image-url': z.string(),
  'food-quantity-type': z.array(z.string()),
  /** Naira, in the same order as `food-quantity-type` (spec field). */
  'quantity-type-prices': z.array(naira),
  tiers: z.array(quantityTierSchema).min(1),
  description: z.string(),
  'storage-life': z.number().int().positive(),
  'nutritional-info': z.string(),
  'cooking-time': z.string(),
  availability: availabilitySchema.optional(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

export const shopResponseSchema = z.object({ items: z.array(shopItemSchema) });
export type ShopResponse = z.infer<typeof shopResponseSchema>;

export const bundleItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  /** The quantity type of the catalogue tier this line is priced from. */
  unit: z.string(),
  unitPrice: naira,
  totalPrice: naira,
  unitPriceKobo: kobo,
  totalPriceKobo: kobo,
  image: z.string(),
});
export type BundleItem = z.infer<typeof bundleItemSchema>;

/**
 * A bundle for customers. Line prices are today's catalogue prices, so `singlesTotal` is what the
 * same items cost bought one by one and `savings` is honest (null when the bundle is not cheaper).
 * Cost price and margin are present only in answers to staff.
 */
export const bundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  sellingPrice: naira,
  sellingPriceKobo: kobo,
  singlesTotalKobo: kobo,
  savings: naira.nullable(),
  savingsKobo: kobo.nullable(),
  itemCount: z.number().int().nonnegative(),
  items: z.array(bundleItemSchema),
  image: z.string(),
  popular: z.boolean(),
  /** Available only when every line is; as many bundles left as the scarcest line allows. */
  availability: availabilitySchema.optional(),
  /** Staff only (admin, moderator): what the items cost us, and the margin on the selling price. */
  costPrice: naira.optional(),
  costPriceKobo: kobo.optional(),
  marginPercent: z.number().optional(),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const bundlesResponseSchema = z.object({ bundles: z.array(bundleSchema) });
export type BundlesResponse = z.infer<typeof bundlesResponseSchema>;

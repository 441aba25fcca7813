import { z } from 'zod';
import { CATEGORIES } from './categories';

// ——— The committed catalogue (apps/api/seed/catalogue.json), inserted where missing at start-up ———

/** kebab-case, stable forever: cart lines, bundles, recipes and pantry lots refer to it. */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A kebab-case id.');
/** The seed is written in whole naira (converted to kobo on insert). */
const wholeNaira = z.number().int().positive().max(100_000_000);
const text = z.string().trim().min(1);
/** A path the web app serves, e.g. '/images/food/rice.svg'. */
const imagePath = z.string().regex(/^\/images\/[\w/.-]+\.(svg|png|webp|jpg)$/);

export const seedProductSchema = z.strictObject({
  id: slug,
  name: text.max(100),
  category: z.enum(CATEGORIES),
  description: text.max(2000),
  /** Days the food keeps: 365 for most, 180 for flours, 14 for peppers (docs/product-spec.md §9). */
  storageLifeDays: z.number().int().positive(),
  nutritionalInfo: text,
  cookingTime: text,
  image: imagePath,
  /** First tier is the base unit (multiplier 1). */
  tiers: z
    .array(
      z.strictObject({
        type: text.max(50),
        priceNaira: wholeNaira,
        multiplier: z.number().positive(),
      }),
    )
    .min(1)
    .max(20),
});
export type SeedProduct = z.infer<typeof seedProductSchema>;

export const seedBundleSchema = z.strictObject({
  id: slug,
  name: text.max(100),
  description: text.max(2000),
  sellingPriceNaira: wholeNaira,
  costPriceNaira: wholeNaira,
  popular: z.boolean(),
  image: imagePath,
  items: z
    .array(
      z.strictObject({
        productId: slug,
        tierType: text.max(50),
        quantity: z.number().int().min(1).max(99),
      }),
    )
    .min(1)
    .max(30),
});
export type SeedBundle = z.infer<typeof seedBundleSchema>;

export const seedCatalogueSchema = z.strictObject({
  products: z.array(seedProductSchema),
  bundles: z.array(seedBundleSchema),
});
export type SeedCatalogue = z.infer<typeof seedCatalogueSchema>;

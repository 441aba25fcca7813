import { z } from 'zod';
import { CATEGORIES } from './categories';

// ——— Staff console: the catalogue (admin only, `catalogue:edit`) ———

const kobo = z.number().int().nonnegative();
/** Prices are whole kobo, above zero and below ₦100 million. */
const priceKobo = z
  .number({ error: 'Enter a price.' })
  .int('Prices are whole kobo.')
  .positive('A price must be above ₦0.')
  .max(10_000_000_000, 'That price is too high.');

export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string(),
  image_url: z.string(),
  active: z.boolean(),
  tiers: z.array(z.object({ label: z.string(), price_kobo: kobo })),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminBundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  selling_price_kobo: kobo,
  cost_price_kobo: kobo,
  /** (selling − cost) / selling, one decimal (margin.ts). */
  margin_percent: z.number(),
  /** What the same items cost bought singly at today's prices. */
  singles_total_kobo: kobo,
  popular: z.boolean(),
  active: z.boolean(),
  items: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      tier_label: z.string(),
      quantity: z.number().int().positive(),
      price_kobo: kobo,
    }),
  ),
});
export type AdminBundle = z.infer<typeof adminBundleSchema>;

/** `GET /api/admin/catalogue`: every product and bundle, inactive ones included. */
export const adminCatalogueResponseSchema = z.object({
  products: z.array(adminProductSchema),
  bundles: z.array(adminBundleSchema),
});
export type AdminCatalogue = z.infer<typeof adminCatalogueResponseSchema>;

export const CATALOGUE_ADMIN_MESSAGES = {
  nothingToChange: 'Nothing to change.',
  productNotFound: 'No such product.',
  bundleNotFound: 'No such bundle.',
  unknownTier: (label: string) => `This product is not sold as ${label}.`,
  unknownBundleItem: (product: string, label: string) =>
    `${product} is not sold as ${label}, so it cannot be in a bundle.`,
  duplicateBundleItem: 'Each item and quantity type may appear only once in a bundle.',
  descriptionRequired: 'Please enter a description.',
} as const;

const description = z
  .string()
  .trim()
  .min(1, CATALOGUE_ADMIN_MESSAGES.descriptionRequired)
  .max(2000);
const atLeastOne = (value: Record<string, unknown>) =>
  Object.values(value).some((v) => v !== undefined);

/** `PATCH /api/admin/catalogue/products/{id}`: tier prices by label (tiers are not added here). */
export const updateProductRequestSchema = z
  .object({
    description: description.optional(),
    active: z.boolean().optional(),
    tiers: z
      .array(z.object({ label: z.string().trim().min(1).max(50), price_kobo: priceKobo }))
      .min(1)
      .max(20)
      .optional(),
  })
  .refine(atLeastOne, CATALOGUE_ADMIN_MESSAGES.nothingToChange);
export type UpdateProductRequest = z.infer<typeof updateProductRequestSchema>;

/** `PATCH /api/admin/catalogue/bundles/{id}`: `items` replaces the whole list. */
export const updateBundleRequestSchema = z
  .object({
    description: description.optional(),
    selling_price_kobo: priceKobo.optional(),
    cost_price_kobo: priceKobo.optional(),
    popular: z.boolean().optional(),
    active: z.boolean().optional(),
    items: z
      .array(
        z.object({
          product_id: z.string().trim().min(1).max(100),
          tier_label: z.string().trim().min(1).max(50),
          quantity: z.number().int().min(1).max(99),
        }),
      )
      .min(1)
      .max(30)
      .refine(
        (items) =>
          new Set(items.map((i) => `${i.product_id}|${i.tier_label}`)).size === items.length,
        CATALOGUE_ADMIN_MESSAGES.duplicateBundleItem,
      )
      .optional(),
  })
  .refine(atLeastOne, CATALOGUE_ADMIN_MESSAGES.nothingToChange);
export type UpdateBundleRequest = z.infer<typeof updateBundleRequestSchema>;

export const catalogueIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

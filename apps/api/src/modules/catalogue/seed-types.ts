import type { Category } from '@faza/shared';

/** A catalogue product as committed in the seed. Prices are whole naira here (converted to kobo on insert). */
export type SeedProduct = {
  /** kebab-case slug, stable forever (cart lines, bundles and pantry lots refer to it). */
  id: string;
  name: string;
  category: Category;
  description: string;
  /** Days the food keeps: 365 for most, 180 for flours, 14 for peppers (docs/product-spec.md §9). */
  storageLifeDays: number;
  nutritionalInfo: string;
  cookingTime: string;
  /** Path served by the web app, e.g. '/images/food/rice.svg'. */
  image: string;
  /** First tier is the base unit (multiplier 1). */
  tiers: { type: string; priceNaira: number; multiplier: number }[];
};

export type SeedBundle = {
  id: string;
  name: string;
  description: string;
  sellingPriceNaira: number;
  costPriceNaira: number;
  popular: boolean;
  image: string;
  items: { productId: string; tierType: string; quantity: number }[];
};

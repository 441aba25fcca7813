import { z } from 'zod';

/** Pantry quantity-type options of docs/product-spec.md §9, in the spec's order. */
export const PANTRY_QUANTITY_TYPES = [
  'derica',
  'half paint rubber',
  'paint rubber',
  'half bag',
  'full bag',
  'tin',
  'packet',
  'cube',
  'bunch',
  'tuber',
] as const;
export type PantryQuantityType = (typeof PANTRY_QUANTITY_TYPES)[number];

export const pantryQuantityTypeSchema = z.enum(PANTRY_QUANTITY_TYPES);

/**
 * docs/product-spec.md §9 adds "s" when the quantity is not 1. Words ending in ch/sh/s/x/z take "es" instead,
 * because '2 bunchs' reads as a typo to a customer.
 */
export const pluralizeQuantityType = (label: string, quantity: number): string => {
  if (quantity === 1) return label;
  return /(?:ch|sh|s|x|z)$/i.test(label) ? `${label}es` : `${label}s`;
};

/** '1 tin', '3 tins', '2 half paint rubbers'. */
export const formatQuantity = (quantity: number, label: string): string =>
  `${quantity} ${pluralizeQuantityType(label, quantity)}`;

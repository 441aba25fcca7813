/** The nine catalogue categories of docs/product-spec.md §3, in display order. */
export const CATEGORIES = [
  'grains',
  'protein',
  'oils',
  'spices',
  'vegetables',
  'tubers',
  'pasta',
  'seasonings',
  'others',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  grains: 'Grains',
  protein: 'Protein',
  oils: 'Oils',
  spices: 'Spices',
  vegetables: 'Vegetables',
  tubers: 'Tubers',
  pasta: 'Pasta',
  seasonings: 'Seasonings',
  others: 'Others',
};

/** docs/product-spec.md §2: one column on a phone, up to four on a desktop. */
export const PANTRY_GRID =
  'grid grid-cols-1 gap-4 min-[560px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

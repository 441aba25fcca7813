import type { PantryItem } from '@faza/shared';

/** docs/product-spec.md §2: the search box keeps items whose name contains the text, ignoring case. */
export function filterPantry(items: readonly PantryItem[], query: string): PantryItem[] {
  const needle = query.trim().toLocaleLowerCase('en-NG');
  if (needle === '') return [...items];
  return items.filter((item) => item.name.toLocaleLowerCase('en-NG').includes(needle));
}

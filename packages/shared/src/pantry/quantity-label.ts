import { pluralizeQuantityType } from '../rules/quantity-type';

// Counted nouns that read the same in the plural ('3 fish'), and the grams and millilitres of an
// opened bag ('4400 g').
const INVARIANT = new Set(['fish', 'g', 'ml']);

const plural = (word: string, quantity: number): string =>
  INVARIANT.has(word.toLowerCase()) ? word : pluralizeQuantityType(word, quantity);

/**
 * The quantity badge of a pantry card, from the catalogue's quantity type (docs/product-spec.md §9: pluralised
 * when not 1). Tier labels come in a few shapes, each read the way a market seller would say it:
 * - 'per paint rubber', 'paint rubber' → '5 paint rubbers'
 * - '1 tin', '1 litre', '1 fish' → '3 tins', '3 litres', '3 fish'; '1kg' → '3kg'
 * - 'carton (24 tins)' → '2 cartons (24 tins)'
 * - a pack size like '5kg' or '6 tins' → '2 × 5kg'
 */
export function pantryQuantityLabel(quantity: number, quantityType: string): string {
  const type = quantityType.trim();
  const per = /^per\s+(.+)$/i.exec(type);
  if (per) return `${quantity} ${plural(per[1]!, quantity)}`;
  const one = /^1(\s*)([^\d\s].*)$/.exec(type);
  if (one) {
    const [, space, unit] = one as unknown as [string, string, string];
    return space ? `${quantity} ${plural(unit, quantity)}` : `${quantity}${unit}`;
  }
  if (/^\d/.test(type)) return `${quantity} × ${type}`;
  const packed = /^(\S+)(\s+\(.+\))$/.exec(type);
  if (packed) return `${quantity} ${plural(packed[1]!, quantity)}${packed[2]}`;
  return `${quantity} ${plural(type, quantity)}`;
}

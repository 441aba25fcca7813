/**
 * The one conversion table between a recipe's units and the catalogue's quantity tiers
 * (docs/decisions/0037-food-planning.md). Every quantity is reduced to its product's base: grams
 * for what is weighed, millilitres for what is poured, or a whole count (tuber, fish…) for what
 * is neither. A tier label is read from the product's base tier times the tier's multiplier, so a
 * 'per paint rubber' of crayfish is 8 derica and a 'per paint rubber' of pepper is 6 nylons, as
 * the catalogue prices them.
 */

export const RECIPE_UNITS = [
  'g',
  'kg',
  'ml',
  'litre',
  'tbsp',
  'cup',
  'derica',
  'nylon',
  'tin',
  'packet',
  'cube',
  'tuber',
  'fish',
  'piece',
  'bunch',
] as const;
export type RecipeUnit = (typeof RECIPE_UNITS)[number];

/** Every unit that is not a mass or a volume is counted, and counted food is used whole. */
export type BaseUnit =
  'g' | 'ml' | Exclude<RecipeUnit, 'g' | 'kg' | 'ml' | 'litre' | 'tbsp' | 'cup'>;

/** Units any food converts by: mass to grams, volume to millilitres. */
const GENERIC: Partial<Record<RecipeUnit, { base: 'g' | 'ml'; factor: number }>> = {
  g: { base: 'g', factor: 1 },
  kg: { base: 'g', factor: 1000 },
  ml: { base: 'ml', factor: 1 },
  litre: { base: 'ml', factor: 1000 },
  tbsp: { base: 'ml', factor: 15 },
  cup: { base: 'ml', factor: 250 },
};

/**
 * Market measures of one food, in grams or millilitres: a derica (the milk-tin cup the market
 * measures with) of ground crayfish weighs less than one of rice. Rough Lagos market weights; a
 * product missing here cannot convert that measure, and the person is asked how much they used.
 */
export const PRODUCT_MEASURES: Readonly<
  Record<string, Partial<Record<RecipeUnit, { base: 'g' | 'ml'; factor: number }>>>
> = {
  'parboiled-rice': { derica: { base: 'g', factor: 700 }, cup: { base: 'g', factor: 200 } },
  'ofada-rice': { derica: { base: 'g', factor: 650 }, cup: { base: 'g', factor: 190 } },
  'honey-beans': { derica: { base: 'g', factor: 650 }, cup: { base: 'g', factor: 190 } },
  'garri-ijebu': { derica: { base: 'g', factor: 500 }, cup: { base: 'g', factor: 150 } },
  crayfish: { derica: { base: 'g', factor: 150 }, tbsp: { base: 'g', factor: 8 } },
  egusi: { derica: { base: 'g', factor: 250 }, cup: { base: 'g', factor: 120 } },
  'ata-rodo': { nylon: { base: 'g', factor: 500 } },
  'tomato-paste': { tin: { base: 'g', factor: 400 }, tbsp: { base: 'g', factor: 16 } },
  spaghetti: { packet: { base: 'g', factor: 500 } },
  'seasoning-cubes': { packet: { base: 'g', factor: 400 }, cube: { base: 'g', factor: 4 } },
  // Oils are poured by the spoon as well as the litre.
  'palm-oil': {},
  'vegetable-oil': {},
};

export type Amount = { amount: number; unit: BaseUnit };

/** Reduces an amount of one product to its base unit; null when the table cannot. */
export function toBase(amount: number, unit: RecipeUnit, productId: string): Amount | null {
  const measure = PRODUCT_MEASURES[productId]?.[unit] ?? GENERIC[unit];
  if (measure) return { amount: amount * measure.factor, unit: measure.base };
  return { amount, unit: unit as BaseUnit };
}

/** Converts an amount of one product between units, or null when the table cannot. */
export function convertUnits(
  amount: number,
  from: RecipeUnit,
  to: RecipeUnit,
  productId: string,
): number | null {
  if (from === to) return amount;
  const a = toBase(amount, from, productId);
  const b = toBase(1, to, productId);
  if (!a || !b || a.unit !== b.unit) return null;
  return a.amount / b.amount;
}

const SINGULAR: Record<string, RecipeUnit> = {
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  litre: 'litre',
  litres: 'litre',
  derica: 'derica',
  dericas: 'derica',
  nylon: 'nylon',
  nylons: 'nylon',
  tin: 'tin',
  tins: 'tin',
  packet: 'packet',
  packets: 'packet',
  cube: 'cube',
  cubes: 'cube',
  tuber: 'tuber',
  tubers: 'tuber',
  fish: 'fish',
  piece: 'piece',
  pieces: 'piece',
  bunch: 'bunch',
  bunches: 'bunch',
};

/** '5kg' → 5 kg, 'per derica' → 1 derica, '6 tins' → 6 tin, '750 g' → 750 g; null otherwise. */
export function parseUnitLabel(label: string): { amount: number; unit: RecipeUnit } | null {
  const match = /^(?:per\s+)?(\d+(?:\.\d+)?)?\s*([a-z]+)$/i.exec(label.trim());
  if (!match) return null;
  const unit = SINGULAR[match[2]!.toLowerCase()];
  if (!unit) return null;
  return { amount: match[1] ? Number(match[1]) : 1, unit };
}

export type CatalogueTier = { label: string; multiplier: number; position: number };

/**
 * What one unit of a pantry lot holds, in the product's base: from the product's base tier times
 * the tier's multiplier, or from the label itself ('g' and 'ml' for opened food). Null when the
 * tier is unknown and its label does not say.
 */
export function tierAmount(
  productId: string,
  label: string,
  tiers: readonly CatalogueTier[],
): Amount | null {
  const tier = tiers.find((t) => t.label === label);
  const base = [...tiers].sort((a, b) => a.position - b.position)[0];
  const baseUnit = base ? parseUnitLabel(base.label) : null;
  if (tier && baseUnit) return toBase(baseUnit.amount * tier.multiplier, baseUnit.unit, productId);
  const own = parseUnitLabel(label);
  return own ? toBase(own.amount, own.unit, productId) : null;
}

/** Counted food (tubers, fish, tins…) is used whole; grams and millilitres can be opened. */
export const isDivisible = (unit: BaseUnit): boolean => unit === 'g' || unit === 'ml';

/** '1.5 kg', '250 g', '2 tubers' for a screen. */
export function formatAmount(amount: number, unit: RecipeUnit | BaseUnit): string {
  const rounded = Math.round(amount * 100) / 100;
  if (unit === 'g' || unit === 'ml' || unit === 'kg') return `${rounded} ${unit}`;
  if (unit === 'fish' || rounded === 1) return `${rounded} ${unit}`;
  return `${rounded} ${unit === 'tbsp' ? 'tbsp' : unit === 'bunch' ? 'bunches' : `${unit}s`}`;
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DIETARY_TAGS, MEALS, seedCatalogueSchema, seedRecipesSchema } from '@faza/shared';
import { describe, expect, it } from 'vitest';
import { RECIPES, RECIPES_SEED_FILE } from './recipe-seed';

const raw = JSON.parse(readFileSync(RECIPES_SEED_FILE, 'utf8')) as Record<string, unknown>[];
// The catalogue seed beside it (the catalogue module reads the same file).
const catalogue = seedCatalogueSchema.parse(
  JSON.parse(readFileSync(new URL('catalogue.json', RECIPES_SEED_FILE), 'utf8')),
);
const productIds = new Set(catalogue.products.map((p) => p.id));

describe('the recipe seed file', () => {
  it('is apps/api/seed/recipes.json, read whole by the shared schema', () => {
    expect(fileURLToPath(RECIPES_SEED_FILE)).toMatch(/apps\/api\/seed\/recipes\.json$/);
    expect(seedRecipesSchema.parse(raw)).toEqual(RECIPES);
    expect(RECIPES).toHaveLength(44);
  });

  it('is refused with the field named when a recipe breaks the schema', () => {
    const bad = [{ ...raw[0], tags: ['brunch'] }, ...raw.slice(1)];
    const result = seedRecipesSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([0, 'tags', 0]);
    const badUnit = [{ ...raw[1], ingredients: [['onions', 1, 'bucket']] }];
    expect(seedRecipesSchema.safeParse(badUnit).success).toBe(false);
  });

  it('has unique ids, and each recipe a meal', () => {
    expect(new Set(RECIPES.map((r) => r.id)).size).toBe(RECIPES.length);
    for (const r of RECIPES) {
      expect(
        r.tags.some((t) => (MEALS as readonly string[]).includes(t)),
        r.id,
      ).toBe(true);
    }
  });

  it('tags a vegetarian dish no pork and no beef too', () => {
    for (const r of RECIPES.filter((r) => r.tags.includes('vegetarian'))) {
      expect(r.tags, r.id).toEqual(expect.arrayContaining([...DIETARY_TAGS]));
    }
  });

  it('names catalogue products by their ids, so a typo is not taken for food we do not sell', () => {
    for (const r of RECIPES) {
      for (const [ref] of r.ingredients) {
        // Ids are kebab-case; what we do not sell is written as a name ('Salt', 'Chicken').
        if (/^[a-z0-9]+(-[a-z0-9]+)+$|^[a-z0-9]+$/.test(ref))
          expect(productIds.has(ref), `${r.id}: ${ref}`).toBe(true);
      }
    }
  });
});

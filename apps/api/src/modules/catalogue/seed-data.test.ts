import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, seedCatalogueSchema } from '@faza/shared';
import { describe, expect, it } from 'vitest';
import { BUNDLES, CATALOGUE_SEED_FILE, PRODUCTS } from './seed-data';

// Images are served from the web app's public folder; the seed stores the URL path.
const PUBLIC_DIR = fileURLToPath(new URL('../../../../web/public', import.meta.url));
const MAX_IMAGE_BYTES = 15 * 1024;

const productById = new Map(PRODUCTS.map((p) => [p.id, p]));

/** What the same lines cost bought one by one from the shop (tier price × quantity). */
function singlesTotal(bundle: (typeof BUNDLES)[number]): number {
  return bundle.items.reduce((sum, line) => {
    const tier = productById.get(line.productId)?.tiers.find((t) => t.type === line.tierType);
    if (!tier) throw new Error(`${bundle.id}: no ${line.productId} / ${line.tierType}`);
    return sum + tier.priceNaira * line.quantity;
  }, 0);
}

describe('the seed file', () => {
  const raw = JSON.parse(readFileSync(CATALOGUE_SEED_FILE, 'utf8')) as {
    products: Record<string, unknown>[];
    bundles: Record<string, unknown>[];
  };

  it('is apps/api/seed/catalogue.json, read whole by the shared schema', () => {
    expect(fileURLToPath(CATALOGUE_SEED_FILE)).toMatch(/apps\/api\/seed\/catalogue\.json$/);
    expect(seedCatalogueSchema.parse(raw)).toEqual({ products: PRODUCTS, bundles: BUNDLES });
  });

  it('is refused with the field named when an entry breaks the schema', () => {
    const [first, ...rest] = raw.products;
    const bad = { ...raw, products: [{ ...first, category: 'sweets' }, ...rest] };
    const result = seedCatalogueSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['products', 0, 'category']);
    const typo = { ...raw, bundles: [{ ...raw.bundles[0], sellingPrice: 1 }] };
    expect(seedCatalogueSchema.safeParse(typo).success).toBe(false);
  });
});

describe('seed products', () => {
  it('has 15 products with unique ids and names', () => {
    expect(PRODUCTS).toHaveLength(15);
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(15);
    expect(new Set(PRODUCTS.map((p) => p.name)).size).toBe(15);
  });

  it('uses kebab-case ids and only the nine known categories, each at least once', () => {
    for (const p of PRODUCTS) {
      expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(CATEGORIES).toContain(p.category);
    }
    expect(new Set(PRODUCTS.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  });

  it('fills every text field', () => {
    for (const p of PRODUCTS) {
      for (const field of [p.name, p.description, p.nutritionalInfo, p.cookingTime]) {
        expect(field.trim(), p.id).not.toBe('');
      }
    }
  });

  it('keeps storage life to the spec values', () => {
    for (const p of PRODUCTS) expect([365, 180, 14], p.id).toContain(p.storageLifeDays);
  });

  it('starts with a base tier (multiplier 1) priced 500 to 22000 whole naira', () => {
    for (const p of PRODUCTS) {
      const base = p.tiers[0];
      expect(base, p.id).toBeDefined();
      expect(base!.multiplier, p.id).toBe(1);
      expect(base!.priceNaira, p.id).toBeGreaterThanOrEqual(500);
      expect(base!.priceNaira, p.id).toBeLessThanOrEqual(22000);
    }
  });

  it('prices bigger tiers as whole naira with a bulk discount, never a bulk markup', () => {
    for (const p of PRODUCTS) {
      const base = p.tiers[0]!.priceNaira;
      expect(new Set(p.tiers.map((t) => t.type)).size, p.id).toBe(p.tiers.length);
      for (const t of p.tiers)
        expect(Number.isInteger(t.priceNaira), `${p.id} ${t.type}`).toBe(true);
      for (const t of p.tiers.slice(1)) {
        expect(t.multiplier, `${p.id} ${t.type}`).toBeGreaterThan(1);
        expect(t.priceNaira, `${p.id} ${t.type}`).toBeLessThan(t.multiplier * base);
      }
    }
  });
});

describe('seed bundles', () => {
  it('matches the spec figures, with Family Pack the only popular one', () => {
    const figures = BUNDLES.map((b) => ({
      name: b.name,
      selling: b.sellingPriceNaira,
      cost: b.costPriceNaira,
      lines: b.items.length,
      popular: b.popular,
    }));
    expect(figures).toEqual([
      { name: 'Starter Pack', selling: 16000, cost: 13830, lines: 6, popular: false },
      { name: 'Family Pack', selling: 31000, cost: 26790, lines: 7, popular: true },
      { name: 'Premium Pack', selling: 67000, cost: 58520, lines: 8, popular: false },
    ]);
    expect(new Set(BUNDLES.map((b) => b.id)).size).toBe(3);
  });

  it('refers only to existing products and their tiers, each product once, positive whole quantities', () => {
    for (const b of BUNDLES) {
      for (const line of b.items) {
        const product = productById.get(line.productId);
        expect(product, `${b.id} ${line.productId}`).toBeDefined();
        expect(
          product!.tiers.map((t) => t.type),
          `${b.id} ${line.productId}`,
        ).toContain(line.tierType);
        expect(Number.isInteger(line.quantity) && line.quantity > 0).toBe(true);
      }
      expect(new Set(b.items.map((l) => l.productId)).size, b.id).toBe(b.items.length);
    }
  });

  it('is honestly cheaper than buying singly, saving no more than the advertised 35%', () => {
    for (const b of BUNDLES) {
      const singles = singlesTotal(b);
      expect(singles, b.id).toBeGreaterThan(b.sellingPriceNaira);
      expect(singles, b.id).toBeGreaterThan(b.costPriceNaira);
      const savings = (singles - b.sellingPriceNaira) / singles;
      expect(savings, b.id).toBeLessThanOrEqual(0.35);
    }
  });
});

describe('seed images', () => {
  it('has a small SVG in the web app for every product and bundle', () => {
    for (const item of [...PRODUCTS, ...BUNDLES]) {
      expect(item.image, item.id).toMatch(/^\/images\/food\/[a-z0-9-]+\.svg$/);
      const stat = statSync(PUBLIC_DIR + item.image, { throwIfNoEntry: false });
      expect(stat?.isFile(), item.image).toBe(true);
      expect(stat!.size, item.image).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedCatalogueSchema, type SeedCatalogue } from '@faza/shared';
import { API_DIR } from '../../api-dir';

/*
 * The committed catalogue: 15 foodstuffs and 3 bundles (docs/product-spec.md §3, §9), kept as data
 * in apps/api/seed/catalogue.json and read with the shared schema, so a bad edit stops the start
 * with the field named (seed-data.test.ts checks the file and the rules below).
 *
 * Prices are whole naira at late-2026 Lagos market levels. Bigger tiers carry a small bulk
 * discount (tier price < multiplier × base price) because that is how market sellers price a
 * bag against a kilo.
 *
 * Storage life follows docs/product-spec.md §9 (365 most, 180 flours, 14 peppers), extended
 * honestly: milled or oily goods that go stale or rancid (garri, ground egusi) and smoked fish get
 * 180, and fresh produce (onions, yam) gets the same 14 as fresh pepper rather than a flattering
 * year.
 *
 * Bundles: selling price, cost price and line counts are fixed by docs/product-spec.md §9. Each
 * item list is chosen so that buying the same lines singly costs about 10–15% more than the bundle:
 * the savings customers see are real and stay well under the landing page's "up to 35%".
 */
export const CATALOGUE_SEED_FILE = pathToFileURL(path.join(API_DIR, 'seed', 'catalogue.json'));

export const { products: PRODUCTS, bundles: BUNDLES }: SeedCatalogue = seedCatalogueSchema.parse(
  JSON.parse(readFileSync(CATALOGUE_SEED_FILE, 'utf8')),
);

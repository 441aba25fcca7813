import { nairaToKobo } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { openStock } from '../stock';
import { announceCatalogueChange } from './catalogue-events';
import { BUNDLES, PRODUCTS } from './seed-data';

/** Each seeded product's opening stock, in base units: more than any newcomer will sell. */
const OPENING_STOCK_BASE_UNITS = 100_000;

/**
 * Inserts the committed catalogue where it is missing. Idempotent, and never overwrites a row that
 * exists, so prices staff change later survive restarts. Announces the change when it inserted
 * anything, so running instances drop their cached catalogue.
 */
export async function seedCatalogue(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    let changed = false;
    for (const [position, p] of PRODUCTS.entries()) {
      const product = await tx`
        insert into products (id, name, category, description, storage_life_days,
                              nutritional_info, cooking_time, image_url, position)
        values (${p.id}, ${p.name}, ${p.category}, ${p.description}, ${p.storageLifeDays},
                ${p.nutritionalInfo}, ${p.cookingTime}, ${p.image}, ${position})
        on conflict (id) do nothing
        returning id`;
      if (product.length) changed = true;
      const inserted = product.length > 0;
      for (const [tierPos, t] of p.tiers.entries()) {
        const tier = await tx`
          insert into product_tiers (product_id, position, label, price_kobo, multiplier)
          values (${p.id}, ${tierPos}, ${t.type}, ${nairaToKobo(t.priceNaira)}, ${t.multiplier})
          on conflict do nothing
          returning product_id`;
        if (tier.length) changed = true;
      }
      // After its tiers: a fresh product's generous opening receipt (decision 0056).
      if (inserted) await openStock(tx, p.id, OPENING_STOCK_BASE_UNITS);
    }
    for (const [position, b] of BUNDLES.entries()) {
      const [inserted] = await tx`
        insert into bundles (id, name, description, selling_price_kobo, cost_price_kobo, popular,
                             image_url, position)
        values (${b.id}, ${b.name}, ${b.description}, ${nairaToKobo(b.sellingPriceNaira)},
                ${nairaToKobo(b.costPriceNaira)}, ${b.popular}, ${b.image}, ${position})
        on conflict (id) do nothing
        returning id`;
      if (!inserted) continue;
      changed = true;
      for (const [itemPos, i] of b.items.entries()) {
        await tx`
          insert into bundle_items (bundle_id, position, product_id, tier_label, quantity)
          values (${b.id}, ${itemPos}, ${i.productId}, ${i.tierType}, ${i.quantity})`;
      }
    }
    if (changed) await announceCatalogueChange(tx);
  });
}

import type { Queryable } from '../../db/transaction';
import type { Sql } from '../../db/sql';

export type ProductRow = {
  id: string;
  name: string;
  category: string;
  description: string;
  storage_life_days: number;
  nutritional_info: string;
  cooking_time: string;
  image_url: string;
  tiers: { label: string; price_kobo: number; multiplier: string }[];
};

/** One line of a bundle, with the product's name, today's tier price and picture. */
export type BundleItemRow = {
  product_id: string;
  name: string;
  tier_label: string;
  quantity: number;
  price_kobo: number;
  image_url: string;
};

export type BundleRow = {
  id: string;
  name: string;
  description: string;
  selling_price_kobo: number;
  cost_price_kobo: number;
  popular: boolean;
  image_url: string;
  items: BundleItemRow[];
};

export async function listProducts(sql: Sql): Promise<ProductRow[]> {
  return sql<ProductRow[]>`
    select p.id, p.name, p.category, p.description, p.storage_life_days, p.nutritional_info,
           p.cooking_time, p.image_url,
           json_agg(json_build_object('label', t.label, 'price_kobo', t.price_kobo,
                                      'multiplier', t.multiplier) order by t.position) as tiers
    from products p join product_tiers t on t.product_id = p.id
    where p.active
    group by p.id
    order by p.position`;
}

/**
 * A bundle's lines as JSON with today's tier prices, and the joins they need: the one reading of
 * bundle lines, for the catalogue (listBundles) and checkout's pricing alike.
 */
// `columns` is always a constant list written in this module, never input.
export const bundleItemsFrom = (db: Queryable, columns: string) => db`
  select ${db.unsafe(columns)},
         json_agg(json_build_object('product_id', i.product_id, 'name', p.name,
                                    'tier_label', i.tier_label, 'quantity', i.quantity,
                                    'price_kobo', t.price_kobo, 'image_url', p.image_url)
                  order by i.position) as items
  from bundles b
  join bundle_items i on i.bundle_id = b.id
  join products p on p.id = i.product_id
  join product_tiers t on t.product_id = i.product_id and t.label = i.tier_label`;

export async function listBundles(sql: Sql): Promise<BundleRow[]> {
  return sql<BundleRow[]>`
    ${bundleItemsFrom(
      sql,
      'b.id, b.name, b.description, b.selling_price_kobo, b.cost_price_kobo, b.popular, b.image_url',
    )}
    where b.active
    group by b.id
    order by b.position`;
}

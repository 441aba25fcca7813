import {
  marginPercent,
  type AdminBundle,
  type AdminProduct,
  type Category,
  type UpdateBundleRequest,
  type UpdateProductRequest,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';

type ProductRow = Omit<AdminProduct, 'category'> & { category: string };
type BundleRow = Omit<AdminBundle, 'margin_percent' | 'singles_total_kobo'>;

/** Every product with its tiers, inactive ones included, in shop order. */
export async function listAdminProducts(
  db: Queryable,
  opts: { id?: string; forUpdate?: boolean } = {},
): Promise<AdminProduct[]> {
  const rows = await db<ProductRow[]>`
    select p.id, p.name, p.category, p.description, p.image_url, p.active,
           (select json_agg(json_build_object('label', t.label, 'price_kobo', t.price_kobo)
                            order by t.position)
              from product_tiers t where t.product_id = p.id) as tiers
    from products p
    ${opts.id ? db`where p.id = ${opts.id}` : db``}
    order by p.position
    ${opts.forUpdate ? db`for update` : db``}`;
  return rows.map((r) => ({
    ...r,
    category: r.category as Category,
    tiers: (r.tiers ?? []).map((t) => ({ label: t.label, price_kobo: Number(t.price_kobo) })),
  }));
}

/** Every bundle with its items at today's prices, cost and margin (staff figures). */
export async function listAdminBundles(
  db: Queryable,
  opts: { id?: string; forUpdate?: boolean } = {},
): Promise<AdminBundle[]> {
  const rows = await db<BundleRow[]>`
    select b.id, b.name, b.description, b.image_url, b.selling_price_kobo, b.cost_price_kobo,
           b.popular, b.active,
           coalesce((select json_agg(json_build_object(
                      'product_id', i.product_id, 'name', p.name, 'tier_label', i.tier_label,
                      'quantity', i.quantity, 'price_kobo', t.price_kobo) order by i.position)
              from bundle_items i
              join products p on p.id = i.product_id
              join product_tiers t on t.product_id = i.product_id and t.label = i.tier_label
              where i.bundle_id = b.id), '[]') as items
    from bundles b
    ${opts.id ? db`where b.id = ${opts.id}` : db``}
    order by b.position
    ${opts.forUpdate ? db`for update of b` : db``}`;
  return rows.map((r) => {
    const selling = Number(r.selling_price_kobo);
    const items = r.items.map((i) => ({ ...i, price_kobo: Number(i.price_kobo) }));
    return {
      ...r,
      selling_price_kobo: selling,
      cost_price_kobo: Number(r.cost_price_kobo),
      margin_percent: marginPercent(selling, Number(r.cost_price_kobo)),
      singles_total_kobo: items.reduce((sum, i) => sum + i.price_kobo * i.quantity, 0),
      items,
    };
  });
}

export async function updateProduct(
  db: Queryable,
  id: string,
  change: UpdateProductRequest,
): Promise<void> {
  if (change.description !== undefined || change.active !== undefined)
    await db`
      update products set
        description = coalesce(${change.description ?? null}, description),
        active = coalesce(${change.active ?? null}::boolean, active),
        updated_at = now()
      where id = ${id}`;
  if (change.tiers)
    await db`
      update product_tiers t set price_kobo = c.price_kobo
      from unnest(${change.tiers.map((x) => x.label)}::text[],
                  ${change.tiers.map((x) => x.price_kobo)}::bigint[]) as c(label, price_kobo)
      where t.product_id = ${id} and t.label = c.label`;
}

/** The product tiers among `refs` that exist, as `product|label`. */
export async function existingTiers(
  db: Queryable,
  refs: readonly { product_id: string; tier_label: string }[],
): Promise<Set<string>> {
  const rows = await db<{ key: string }[]>`
    select t.product_id || '|' || t.label as key from product_tiers t
    join unnest(${refs.map((r) => r.product_id)}::text[], ${refs.map((r) => r.tier_label)}::text[])
      as r(product_id, label) on r.product_id = t.product_id and r.label = t.label`;
  return new Set(rows.map((r) => r.key));
}

export async function updateBundle(
  db: Queryable,
  id: string,
  change: UpdateBundleRequest,
): Promise<void> {
  await db`
    update bundles set
      description = coalesce(${change.description ?? null}, description),
      selling_price_kobo = coalesce(${change.selling_price_kobo ?? null}::bigint, selling_price_kobo),
      cost_price_kobo = coalesce(${change.cost_price_kobo ?? null}::bigint, cost_price_kobo),
      popular = coalesce(${change.popular ?? null}::boolean, popular),
      active = coalesce(${change.active ?? null}::boolean, active),
      updated_at = now()
    where id = ${id}`;
  if (change.items) {
    await db`delete from bundle_items where bundle_id = ${id}`;
    await db`insert into bundle_items ${db(
      change.items.map((item, position) => ({ bundle_id: id, position, ...item })),
    )}`;
  }
}

import type { Queryable } from '../../db/transaction';

export type PantrySummary = {
  /** Lots holding food. */
  lots: number;
  /** Units in all, across quantity types. */
  units: number;
  /** What the food cost when it was bought, in kobo. */
  value_kobo: number;
  /** Units expiring within 3 days (docs/architecture.md §3), and units already expired. */
  expiring_units: number;
  expired_units: number;
  /** Per food and quantity type, soonest expiry first (at most 30 rows). */
  foods: { name: string; quantity_type: string; quantity: number; next_expiry: string }[];
};

/** A read-only summary of one owner's pantry, for the staff console. */
export async function pantrySummary(db: Queryable, ownerId: string): Promise<PantrySummary> {
  const [row] = await db<
    (Omit<PantrySummary, 'foods'> & { foods: PantrySummary['foods'] | null })[]
  >`
    select count(*)::int as lots,
           coalesce(sum(l.quantity), 0)::int as units,
           coalesce(sum(l.quantity * l.unit_price_kobo), 0)::bigint as value_kobo,
           coalesce(sum(l.quantity) filter (
             where l.expires_at > now() and l.expires_at <= now() + interval '3 days'), 0)::int
             as expiring_units,
           coalesce(sum(l.quantity) filter (where l.expires_at <= now()), 0)::int as expired_units,
           (select json_agg(f order by f.next_expiry) from (
              select p.name, x.quantity_type, sum(x.quantity)::int as quantity,
                     min(x.expires_at) as next_expiry
              from pantry_lots x join products p on p.id = x.product_id
              where x.owner_id = ${ownerId} and x.quantity > 0
              group by p.name, x.quantity_type
              order by min(x.expires_at)
              limit 30) f) as foods
    from pantry_lots l
    where l.owner_id = ${ownerId} and l.quantity > 0`;
  return { ...row!, value_kobo: Number(row!.value_kobo), foods: row!.foods ?? [] };
}

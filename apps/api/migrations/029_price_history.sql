-- Catalogue price history (docs/architecture.md §3a "Monthly food analytics", docs/decisions/0040):
-- every price a product tier has had, with when it took effect, so a member's basket can be priced
-- at last month's and this month's prices. Append-only, written by a trigger on product_tiers, so
-- no way of changing a price (the staff console, a seed, a hand-run UPDATE) can skip it. The staff
-- member who made the change is taken from the transaction's `faza.actor_id` setting when the
-- catalogue route sets it; null for the system.

create table product_price_history (
  id uuid primary key default gen_random_uuid(),
  product_id text not null references products(id) on delete cascade,
  tier_label text not null,
  price_kobo bigint not null check (price_kobo > 0),
  -- clock_timestamp: two changes in one transaction still sort in the order they happened.
  changed_at timestamptz not null default clock_timestamp(),
  changed_by uuid references users(id) on delete set null
);
-- "The price of this tier at time t" is the newest row at or before t: one index probe.
create index product_price_history_tier_idx
  on product_price_history (product_id, tier_label, changed_at desc);
create index product_price_history_changed_idx on product_price_history (changed_at desc);

create function product_price_history_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'product_price_history is append-only';
end $$;
create trigger product_price_history_no_change before update or delete on product_price_history
  for each row when (pg_trigger_depth() < 1) execute function product_price_history_append_only();

create function product_tiers_record_price() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.price_kobo <> old.price_kobo or new.label <> old.label then
    insert into product_price_history (product_id, tier_label, price_kobo, changed_by)
    values (new.product_id, new.label, new.price_kobo,
            nullif(current_setting('faza.actor_id', true), '')::uuid);
  end if;
  return new;
end $$;
create trigger product_tiers_price_history after insert or update on product_tiers
  for each row execute function product_tiers_record_price();

-- Today's prices are the first entry of every tier.
insert into product_price_history (product_id, tier_label, price_kobo, changed_at)
  select product_id, label, price_kobo, now() from product_tiers;

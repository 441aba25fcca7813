-- Delivery zones, fees and slots (docs/decisions/0057, docs/architecture.md §1b). A delivery's fee
-- leaves the customer's wallet for the `delivery_revenue` system account in the transaction that
-- takes the food out of the pantry; a cancellation before dispatch refunds it once (the refund's
-- reference is the delivery id, and the ledger's unique (kind, reference) makes it once).

-- The check lists are restated whole (the lists of 032 and 039 plus ours).
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in
  ('wallet', 'provider_clearing', 'bank_clearing', 'sales', 'subscription_revenue', 'gifts_held',
   'circles_held', 'delivery_revenue'));
alter table ledger_transfers drop constraint ledger_transfers_kind_check;
alter table ledger_transfers add constraint ledger_transfers_kind_check check (kind in
  ('topup_card', 'topup_bank', 'send', 'purchase', 'subscription', 'subscription_credit',
   'adjustment', 'gift_hold', 'gift_claim', 'gift_return', 'circle_payment', 'circle_refund',
   'topup_transfer', 'delivery_fee', 'delivery_fee_refund'));

-- Fixed id, repeated in apps/api/src/modules/ledger/ledger-accounts.ts.
insert into ledger_accounts (id, kind, name) values
  ('00000000-0000-4000-8000-000000000041', 'delivery_revenue', 'Delivery fees');

-- A zone is a state's LGA or area; an address belongs to it when its state matches and its area
-- is the zone's area or one of its other names (lower case, trimmed).
create table delivery_zones (
  id text primary key check (id ~ '^[a-z0-9-]{2,100}$'),
  state text not null,
  area text not null,
  aliases text[] not null default '{}',
  fee_kobo bigint not null check (fee_kobo >= 0),
  served boolean not null default true,
  unique (state, area)
);

-- Heavy food costs more to carry: the heaviest band a delivery reaches adds its extra.
create table delivery_weight_bands (
  min_grams integer primary key check (min_grams >= 0),
  extra_kobo bigint not null check (extra_kobo >= 0)
);

-- The percent of the fee each tier pays (Premium benefits); a tier not listed pays it all.
create table delivery_tier_fees (
  tier text primary key check (tier in ('basic', 'premium', 'premium_plus')),
  percent integer not null check (percent between 0 and 100)
);

create table delivery_slots (
  id uuid primary key default gen_random_uuid(),
  zone_id text not null references delivery_zones(id),
  -- The day and window in Lagos time.
  day date not null,
  start_time time not null,
  end_time time not null check (end_time > start_time),
  capacity integer not null check (capacity between 1 and 500),
  -- Held for Premium and Premium Plus until premium_cutoff.
  premium_reserved integer not null default 0 check (premium_reserved between 0 and capacity),
  premium_cutoff timestamptz not null,
  -- Bumped under the slot's row lock by the booking's conditional update: never above capacity.
  booked integer not null default 0 check (booked >= 0 and booked <= capacity),
  closed_at timestamptz,
  close_reason text check (length(close_reason) <= 500),
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  unique (zone_id, day, start_time)
);
create index delivery_slots_upcoming_idx on delivery_slots (zone_id, day, start_time);

alter table deliveries
  add column zone_id text references delivery_zones(id),
  add column slot_id uuid references delivery_slots(id),
  add column fee_kobo bigint not null default 0 check (fee_kobo >= 0),
  add column fee_refunded_at timestamptz;
create index deliveries_slot_idx on deliveries (slot_id) where slot_id is not null;

-- Lagos to start with (the product is sized for Nigerian cities; staff add more).
insert into delivery_zones (id, state, area, aliases, fee_kobo) values
  ('lagos-ikeja', 'Lagos', 'Ikeja', '{"allen", "alausa", "gra ikeja", "opebi", "oregun"}', 150000),
  ('lagos-surulere', 'Lagos', 'Surulere', '{"aguda", "ojuelegba", "adeniran ogunsanya"}', 150000),
  ('lagos-yaba', 'Lagos', 'Yaba', '{"akoka", "sabo", "ebute metta"}', 150000),
  ('lagos-lagos-island', 'Lagos', 'Lagos Island', '{"lagos island", "idumota", "obalende", "ikoyi"}', 200000),
  ('lagos-victoria-island', 'Lagos', 'Victoria Island', '{"vi", "oniru"}', 200000),
  ('lagos-lekki-phase-1', 'Lagos', 'Lekki Phase 1', '{"lekki", "lekki phase i", "lekki 1"}', 250000),
  ('lagos-ajah', 'Lagos', 'Ajah', '{"sangotedo", "abraham adesanya"}', 300000),
  ('lagos-ikorodu', 'Lagos', 'Ikorodu', '{}', 300000),
  ('lagos-festac', 'Lagos', 'Festac', '{"festac town", "amuwo odofin"}', 250000),
  ('lagos-maryland', 'Lagos', 'Maryland', '{"ojota", "ketu", "mende"}', 150000),
  ('lagos-gbagada', 'Lagos', 'Gbagada', '{"ifako", "soluyi"}', 150000),
  ('lagos-apapa', 'Lagos', 'Apapa', '{}', 250000);

insert into delivery_weight_bands (min_grams, extra_kobo) values
  (0, 0), (10000, 50000), (25000, 150000), (50000, 300000), (100000, 600000);

insert into delivery_tier_fees (tier, percent) values ('premium', 50), ('premium_plus', 0);

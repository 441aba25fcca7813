-- Premium Plus bulk purchase discounts (docs/architecture.md §3a, docs/decisions/0038-bulk-discounts.md).
-- Staff keep the rules in the console (/admin/discounts); checkout's one pricing function applies
-- those in force to a Premium Plus buyer. Orders copy what they got, so editing or ending a rule
-- never changes an order or its invoice.

create table discount_rules (
  id uuid primary key default gen_random_uuid(),
  -- 'line': a percentage off each line whose quantity tier holds at least min_base_units base
  -- units (25 kg, 25 litres…); 'order': a percentage off an order of at least min_order_kobo.
  kind text not null check (kind in ('line', 'order')),
  -- Basis points: 500 is 5 %. At most half off.
  percent_bp integer not null check (percent_bp between 1 and 5000),
  min_base_units numeric(10, 3) check (min_base_units > 0),
  min_order_kobo bigint check (min_order_kobo > 0),
  starts_at timestamptz not null,
  -- Exclusive; null runs until staff end the rule (ending sets it to the moment they did).
  ends_at timestamptz,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint discount_rules_threshold check (
    (kind = 'line') = (min_base_units is not null)
    and (kind = 'order') = (min_order_kobo is not null)),
  constraint discount_rules_dates check (ends_at is null or ends_at > starts_at)
);
-- Checkout reads the rules not yet ended.
create index discount_rules_open_idx on discount_rules (ends_at);

-- The default staff can change: 5 % off every line of 25 base units or more. A fixed id makes a
-- second run (or a database that already has it) a no-op.
insert into discount_rules (id, kind, percent_bp, min_base_units, starts_at)
values ('00000000-0000-4000-8000-000000000026', 'line', 500, 25, '2024-01-01T00:00:00Z')
on conflict (id) do nothing;

-- Each line records its list price (line_total_kobo, unit price × quantity, as before), what the
-- discounts took off, and the price paid; the lines' paid amounts add up to the order's total.
alter table order_lines
  add column discount_kobo bigint not null default 0 check (discount_kobo >= 0),
  add column paid_kobo bigint generated always as (line_total_kobo - discount_kobo) stored;
alter table order_lines
  add constraint order_lines_paid_not_negative check (discount_kobo <= line_total_kobo);

-- The order's discount and the rules that gave it, as they read at checkout:
-- [{ id, kind, percentBp, minBaseUnits, minOrderKobo, amountKobo }].
alter table orders
  add column discount_kobo bigint not null default 0 check (discount_kobo >= 0),
  add column discounts jsonb not null default '[]'::jsonb check (jsonb_typeof(discounts) = 'array');

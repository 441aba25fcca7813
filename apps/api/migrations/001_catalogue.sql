-- Catalogue: products sold in quantity tiers, and bundles of product tiers.
-- Money is integer kobo (bigint, columns end in _kobo).

create table products (
  id text primary key,
  name text not null unique,
  category text not null check (category in
    ('grains','protein','oils','spices','vegetables','tubers','pasta','seasonings','others')),
  description text not null,
  storage_life_days integer not null check (storage_life_days > 0),
  nutritional_info text not null,
  cooking_time text not null,
  image_url text not null,
  position integer not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table product_tiers (
  product_id text not null references products(id) on delete cascade,
  position integer not null,
  label text not null,
  price_kobo bigint not null check (price_kobo > 0),
  multiplier numeric(10, 3) not null check (multiplier > 0),
  primary key (product_id, position),
  unique (product_id, label)
);

create table bundles (
  id text primary key,
  name text not null unique,
  description text not null,
  selling_price_kobo bigint not null check (selling_price_kobo > 0),
  cost_price_kobo bigint not null check (cost_price_kobo > 0),
  popular boolean not null default false,
  image_url text not null,
  position integer not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table bundle_items (
  bundle_id text not null references bundles(id) on delete cascade,
  position integer not null,
  product_id text not null,
  tier_label text not null,
  quantity integer not null check (quantity > 0),
  primary key (bundle_id, position),
  foreign key (product_id, tier_label) references product_tiers(product_id, label) on update cascade
);

-- Food planning (docs/decisions/0037-food-planning.md): recipes written by us, "I cooked it" as
-- pantry journal entries of kind `consume` (undone by `consume_undo`), and each member's plan.

create table recipes (
  id text primary key,
  name text not null unique check (length(name) between 2 and 100),
  description text not null default '',
  servings integer not null check (servings between 1 and 50),
  cook_minutes integer not null check (cook_minutes between 1 and 600),
  steps text[] not null,
  tags text[] not null,
  position integer not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table recipe_ingredients (
  recipe_id text not null references recipes(id) on delete cascade,
  position integer not null,
  -- Null for what we do not sell (water, salt, okra leaves…).
  product_id text references products(id),
  name text not null,
  -- For the recipe's `servings`, in `unit` (one of RECIPE_UNITS in packages/shared/src/plan).
  quantity numeric(12, 3) not null check (quantity > 0),
  unit text not null,
  primary key (recipe_id, position)
);

-- One "I cooked it". Its food left the pantry in journal rows carrying its id.
create table cookings (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users(id),
  recipe_id text not null references recipes(id),
  servings integer not null check (servings > 0),
  created_at timestamptz not null default now(),
  undone_at timestamptz
);
create index cookings_owner_idx on cookings (owner_id, created_at desc);

-- The rest of a bag opened for cooking becomes a lot of its own (in grams, millilitres or single
-- units), pointing at the bag it came from.
alter table pantry_lots drop constraint pantry_lots_source_check;
alter table pantry_lots add constraint pantry_lots_source_check
  check (source in ('purchase', 'transfer', 'adjust', 'opened'));
alter table pantry_lots drop constraint pantry_lots_check;
alter table pantry_lots add constraint pantry_lots_check
  check ((source in ('transfer', 'opened')) = (source_lot_id is not null));

alter table pantry_journal add column cooking_id uuid references cookings(id);
alter table pantry_journal drop constraint pantry_journal_kind_check;
alter table pantry_journal add constraint pantry_journal_kind_check check (kind in
  ('purchase', 'transfer_out', 'transfer_in', 'delivery', 'delivery_return', 'adjust',
   'gift_hold', 'gift_claim', 'gift_return', 'consume', 'consume_undo'));
alter table pantry_journal add constraint pantry_journal_cooking_check
  check ((kind in ('consume', 'consume_undo')) = (cooking_id is not null));
create index pantry_journal_cooking_idx on pantry_journal (cooking_id) where cooking_id is not null;

-- A member's meal plan: one row each, days as JSON ([{breakfast, lunch, dinner}], recipe ids).
create table meal_plans (
  owner_id uuid primary key references users(id),
  household integer not null check (household between 1 and 30),
  days jsonb not null,
  tags text[] not null default '{}',
  budget_kobo bigint check (budget_kobo >= 0),
  updated_at timestamptz not null default now()
);

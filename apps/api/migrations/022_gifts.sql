-- Gifts to a phone number not yet on Faza (docs/decisions/0036-gifts-held-for-a-phone-number.md,
-- docs/architecture.md §1b). A pending gift holds what it gives: its money sits in the `gifts_held`
-- system account of the ledger, its food is out of the sender's lots by `gift_hold` journal rows and
-- listed in `gift_items`. It ends once, in exactly one of claimed, cancelled or returned; whichever
-- of claim, cancel or expiry locks the gift row first decides.

-- Adds values to a `kind in (...)` check without restating the list, so another migration that
-- adds its own values to the same check keeps them whichever runs first.
create function pg_temp.widen_in_check(p_table text, p_constraint text, p_values text[])
returns void language plpgsql as $$
declare
  v_def text;
  v_added text;
begin
  select pg_get_constraintdef(c.oid) into strict v_def
    from pg_constraint c where c.conrelid = p_table::regclass and c.conname = p_constraint;
  select string_agg(quote_literal(v) || '::text', ', ') into v_added from unnest(p_values) v;
  execute format('alter table %I drop constraint %I', p_table, p_constraint);
  execute format('alter table %I add constraint %I %s', p_table, p_constraint,
                 replace(v_def, 'ARRAY[', 'ARRAY[' || v_added || ', '));
end $$;

select pg_temp.widen_in_check('ledger_accounts', 'ledger_accounts_kind_check',
                              array['gifts_held']);
select pg_temp.widen_in_check('ledger_transfers', 'ledger_transfers_kind_check',
                              array['gift_hold', 'gift_claim', 'gift_return']);
select pg_temp.widen_in_check('pantry_journal', 'pantry_journal_kind_check',
                              array['gift_hold', 'gift_claim', 'gift_return']);

-- Fixed id, repeated in apps/api/src/modules/ledger/ledger-accounts.ts.
insert into ledger_accounts (id, kind, name) values
  ('00000000-0000-4000-8000-000000000036', 'gifts_held', 'Gifts held for phone numbers');

create table gifts (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null references users(id),
  -- The recipient's phone, normalised to +234… (packages/shared normalizeGiftPhone).
  phone text not null check (phone ~ '^\+234[789][01][0-9]{8}$'),
  -- Random, 128 bits or more, base64url: the claim link. It only shows the gift; claiming it also
  -- takes the phone's texted code, so it is kept as is for the sender to share again.
  claim_code text not null unique check (claim_code ~ '^[A-Za-z0-9_-]{22,64}$'),
  kind text not null check (kind in ('food', 'money')),
  amount_kobo bigint check (amount_kobo > 0),
  state text not null default 'pending'
    check (state in ('pending', 'claimed', 'cancelled', 'returned')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  settled_at timestamptz,
  claimed_by uuid references users(id),
  constraint gifts_money_amount check ((kind = 'money') = (amount_kobo is not null)),
  constraint gifts_settled check ((state = 'pending') = (settled_at is null)),
  constraint gifts_claimed_by check ((state = 'claimed') = (claimed_by is not null))
);
create index gifts_sender_idx on gifts (sender_id, created_at desc);
create index gifts_phone_pending_idx on gifts (phone) where state = 'pending';
create index gifts_pending_expiry_idx on gifts (expires_at) where state = 'pending';

-- The food of a food gift, one row per sender lot it came out of: the lot keeps its expiry, price
-- and storage duration, and the food lands (or comes back) with them.
create table gift_items (
  id uuid primary key default gen_random_uuid(),
  gift_id uuid not null references gifts(id),
  lot_id uuid not null references pantry_lots(id),
  product_id text not null references products(id),
  quantity_type text not null,
  quantity integer not null check (quantity > 0)
);
create index gift_items_gift_idx on gift_items (gift_id);

-- The journal rows of a gift name it, and only gift rows do; holds take, claims and returns give.
alter table pantry_journal add column gift_id uuid references gifts(id);
alter table pantry_journal add constraint pantry_journal_gift_rows check (
  (kind in ('gift_hold', 'gift_claim', 'gift_return')) = (gift_id is not null)
  and (kind <> 'gift_hold' or quantity < 0)
  and (kind not in ('gift_claim', 'gift_return') or quantity > 0));
create index pantry_journal_gift_idx on pantry_journal (gift_id) where gift_id is not null;

-- One row per sender and per recipient phone, locked by a gift being made (sender first, then the
-- phone), so the per-sender and per-number limits hold however many requests arrive at once.
create table gift_limit_locks (
  key text primary key
);

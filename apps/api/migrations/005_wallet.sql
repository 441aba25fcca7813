-- The wallet ledger (docs/architecture.md §2 "Ledgers, not mutable totals", docs/decisions/0012).
-- Money moves only as append-only transfers between ledger accounts: each user's wallet and a few
-- system accounts. A transfer takes `amount_kobo` out of `debit_account` and puts it into
-- `credit_account`, so an account's balance is (credits in) - (debits out) and all balances sum to
-- zero by construction. Only user wallets cache their balance (wallets.balance_kobo, updated under
-- a row lock in the transfer's transaction, never below zero); system accounts have no cached
-- balance at all, so no checkout or top-up ever waits on a shared hot row.

create table ledger_accounts (
  -- A wallet's ledger account has the wallet's own id; system accounts have fixed ids.
  id uuid primary key,
  kind text not null check (kind in
    ('wallet', 'provider_clearing', 'bank_clearing', 'sales', 'subscription_revenue')),
  wallet_id uuid unique references wallets(id) on delete restrict,
  name text not null,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_wallet_consistent check (
    (kind = 'wallet') = (wallet_id is not null) and (wallet_id is null or wallet_id = id))
);

-- Fixed ids, repeated in apps/api/src/modules/wallet/ledger-accounts.ts.
insert into ledger_accounts (id, kind, name) values
  ('00000000-0000-4000-8000-000000000001', 'provider_clearing', 'Card payments clearing'),
  ('00000000-0000-4000-8000-000000000002', 'bank_clearing', 'Bank transfers clearing'),
  ('00000000-0000-4000-8000-000000000003', 'sales', 'Food sales'),
  ('00000000-0000-4000-8000-000000000004', 'subscription_revenue', 'Subscription revenue');

-- Every wallet, now and later, is a ledger account.
insert into ledger_accounts (id, kind, wallet_id, name)
  select id, 'wallet', id, 'Wallet' from wallets;
create function wallets_open_ledger_account() returns trigger language plpgsql as $$
begin
  insert into ledger_accounts (id, kind, wallet_id, name) values (new.id, 'wallet', new.id, 'Wallet');
  return new;
end $$;
create trigger wallets_ledger_account after insert on wallets
  for each row execute function wallets_open_ledger_account();

create table ledger_transfers (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('topup_card', 'topup_bank', 'send', 'purchase',
    'subscription', 'subscription_credit', 'adjustment')),
  amount_kobo bigint not null check (amount_kobo > 0),
  debit_account uuid not null references ledger_accounts(id),
  credit_account uuid not null references ledger_accounts(id),
  -- What the transfer is for: a top-up reference, an invoice number, a send reference…
  reference text not null check (length(reference) between 1 and 100),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  -- clock_timestamp: several transfers of one transaction still sort in the order they happened.
  created_at timestamptz not null default clock_timestamp(),
  constraint ledger_transfers_two_accounts check (debit_account <> credit_account),
  -- A top-up reference is credited once, an invoice paid once, whatever the races above.
  constraint ledger_transfers_once unique (kind, reference)
);
create index ledger_transfers_debit_idx on ledger_transfers (debit_account, created_at desc, id);
create index ledger_transfers_credit_idx on ledger_transfers (credit_account, created_at desc, id);

create function ledger_transfers_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger_transfers is append-only';
end $$;
create trigger ledger_transfers_no_change before update or delete on ledger_transfers
  for each row execute function ledger_transfers_append_only();
create trigger ledger_transfers_no_truncate before truncate on ledger_transfers
  for each statement execute function ledger_transfers_append_only();

-- A top-up from its creation (pending) to success (credited once, by `transfer_id`) or failure.
create table wallet_topups (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference ~ '^[A-Za-z0-9_-]{6,64}$'),
  user_id uuid not null references users(id) on delete restrict,
  wallet_id uuid not null references wallets(id) on delete restrict,
  method text not null check (method in ('card', 'bank')),
  provider text not null check (provider in ('sandbox', 'paystack', 'bank')),
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN' check (currency = 'NGN'),
  status text not null default 'pending' check (status in ('pending', 'success', 'failed')),
  failure_reason text check (length(failure_reason) <= 500),
  transfer_id uuid unique references ledger_transfers(id),
  -- The staff member who confirmed or rejected a bank transfer.
  decided_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  credited_at timestamptz,
  constraint wallet_topups_success_consistent check (
    (status = 'success') = (transfer_id is not null and credited_at is not null)),
  constraint wallet_topups_failed_reason check ((status = 'failed') = (failure_reason is not null))
);
create index wallet_topups_user_idx on wallet_topups (user_id, created_at desc, id);
create index wallet_topups_open_bank_idx on wallet_topups (created_at)
  where method = 'bank' and status = 'pending';

-- The built-in sandbox provider's own record of what its payment page was given: it plays the
-- provider's side, so verification asks this table as it would ask Paystack.
create table sandbox_payments (
  reference text primary key references wallet_topups(reference),
  status text not null check (status in ('success', 'failed')),
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null check (currency = 'NGN'),
  card_last4 char(4) not null,
  gateway_response text not null,
  created_at timestamptz not null default now()
);

-- Each paid stretch of a tier, so an upgrade can give back exactly the unused part of what was paid.
create table subscription_periods (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete restrict,
  tier text not null check (tier in ('premium', 'premium_plus')),
  period text not null check (period in ('monthly', 'yearly')),
  price_kobo bigint not null check (price_kobo > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  transfer_id uuid not null references ledger_transfers(id),
  -- Set when an upgrade credited this period's unused part back.
  credited_back_at timestamptz,
  created_at timestamptz not null default now(),
  constraint subscription_periods_order check (ends_at > starts_at)
);
create index subscription_periods_user_idx on subscription_periods (user_id, ends_at desc);

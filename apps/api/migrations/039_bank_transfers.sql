-- Bank transfers that credit themselves (docs/decisions/0055-dedicated-virtual-accounts.md). Each
-- customer with a verified phone gets a virtual account number at the payment provider's partner
-- bank; a transfer into it arrives as a signed provider event, is re-checked with the provider,
-- stored once in `inbound_transfers` under the provider's own reference, and credited through the
-- ledger (provider clearing → wallet) as a `topup_transfer`, or held for staff in `needs_review`.

-- The check list is restated whole (the lists of 005, 022 and 032 plus ours).
alter table ledger_transfers drop constraint ledger_transfers_kind_check;
alter table ledger_transfers add constraint ledger_transfers_kind_check check (kind in
  ('topup_card', 'topup_bank', 'send', 'purchase', 'subscription', 'subscription_credit',
   'adjustment', 'gift_hold', 'gift_claim', 'gift_return', 'circle_payment', 'circle_refund',
   'topup_transfer'));

-- One account number per customer, asked for by a job once the phone is verified.
create table virtual_accounts (
  user_id uuid primary key references users(id) on delete restrict,
  -- The provider that assigned the number (null while pending).
  provider text check (provider in ('sandbox', 'paystack')),
  status text not null default 'pending' check (status in ('pending', 'assigned')),
  account_number text unique check (account_number ~ '^[0-9]{10}$'),
  bank_name text check (length(bank_name) between 1 and 100),
  account_name text check (length(account_name) between 1 and 200),
  -- The provider's customer (Paystack's customer_code), so a retried assignment reuses it.
  provider_customer text check (length(provider_customer) between 1 and 100),
  attempts int not null default 0,
  last_error text check (length(last_error) <= 500),
  -- Last time money arrived: the requery job asks only about recently active accounts.
  last_activity_at timestamptz,
  created_at timestamptz not null default now(),
  assigned_at timestamptz,
  constraint virtual_accounts_assigned_whole check ((status = 'assigned') = (
    provider is not null and account_number is not null and bank_name is not null
    and account_name is not null and assigned_at is not null))
);
create index virtual_accounts_activity_idx on virtual_accounts (last_activity_at)
  where last_activity_at is not null;

-- Every transfer a provider told us about, once per (provider, provider_reference).
create table inbound_transfers (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('sandbox', 'paystack')),
  provider_reference text not null check (length(provider_reference) between 1 and 100),
  account_number text not null check (length(account_number) between 1 and 20),
  -- What the provider's re-check says arrived (the event's own figure when they disagree is kept
  -- in reported_kobo for staff).
  amount_kobo bigint not null check (amount_kobo > 0),
  reported_kobo bigint not null check (reported_kobo > 0),
  currency text not null check (length(currency) = 3),
  sender_name text check (length(sender_name) <= 200),
  sender_bank text check (length(sender_bank) <= 200),
  received_at timestamptz not null,
  state text not null check (state in ('received', 'credited', 'needs_review', 'returning')),
  review_reason text check (length(review_reason) <= 500),
  -- The customer credited: the account's owner, or whom staff chose for a transfer under review.
  user_id uuid references users(id) on delete restrict,
  transfer_id uuid unique references ledger_transfers(id),
  decided_by uuid references users(id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  credited_at timestamptz,
  constraint inbound_transfers_once unique (provider, provider_reference),
  constraint inbound_transfers_credited_whole check ((state = 'credited') = (
    transfer_id is not null and user_id is not null and credited_at is not null)),
  constraint inbound_transfers_review_reason check (
    state not in ('needs_review', 'returning') or review_reason is not null)
);
create index inbound_transfers_state_idx on inbound_transfers (state, created_at)
  where state in ('needs_review', 'returning');
create index inbound_transfers_user_idx on inbound_transfers (user_id, created_at desc);

-- The sandbox provider's own books: the transfers its simulator "received" at its fake bank, which
-- its re-check and requery read as Paystack's API would be asked.
create table sandbox_bank_transfers (
  reference text primary key check (length(reference) between 1 and 100),
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN' check (currency = 'NGN'),
  sender_name text not null check (length(sender_name) between 1 and 200),
  sender_bank text not null check (length(sender_bank) between 1 and 200),
  created_at timestamptz not null default clock_timestamp()
);
create index sandbox_bank_transfers_account_idx on sandbox_bank_transfers (account_number, created_at);

-- A phone verified, by whatever path (a code, a takeover, a seeded account): the account number is
-- asked for by a job, queued in the same transaction. graphile-worker retries with backoff.
create function virtual_account_on_verified_phone() returns trigger language plpgsql as $$
begin
  if new.phone_verified_at is not null and (tg_op = 'INSERT' or old.phone_verified_at is null) then
    insert into virtual_accounts (user_id) values (new.id) on conflict (user_id) do nothing;
    perform graphile_worker.add_job('assign_virtual_account',
      json_build_object('userId', new.id), job_key => 'virtual-account:' || new.id,
      max_attempts => 12);
  end if;
  return new;
end $$;
create trigger users_virtual_account after insert or update of phone_verified_at on users
  for each row execute function virtual_account_on_verified_phone();

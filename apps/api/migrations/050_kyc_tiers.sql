-- Verification tiers and the Central Bank's limits (docs/decisions/0063-verification-tiers-and-limits.md).
-- Every account has a tier: 1 (phone), 2 (a BVN or NIN checked with the provider, the name
-- matching), 3 (an address document approved by staff). Limits are config; the day's totals are read
-- from the ledger, under the wallet's row lock, by the kyc module.

alter table users
  add column kyc_tier smallint not null default 1 check (kyc_tier between 1 and 3);

-- Each BVN or NIN check asked of the provider. The number itself is never stored: its last four
-- digits to show, and a keyed hash so one number cannot lift two accounts.
create table identity_checks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete restrict,
  id_type text not null check (id_type in ('bvn', 'nin')),
  id_last4 text not null check (id_last4 ~ '^[0-9]{4}$'),
  id_hash text not null check (length(id_hash) = 64),
  provider text not null check (provider in ('sandbox', 'paystack')),
  -- The provider's customer (Paystack's customer_code) the result event names.
  provider_customer text not null check (length(provider_customer) between 1 and 100),
  state text not null default 'pending' check (state in ('pending', 'verified', 'failed')),
  failure_reason text check (length(failure_reason) <= 500),
  -- The name the provider reported, when it reports one, as it reported it.
  reported_name text check (length(reported_name) <= 200),
  created_at timestamptz not null default clock_timestamp(),
  decided_at timestamptz,
  constraint identity_checks_decided check ((state = 'pending') = (decided_at is null)),
  constraint identity_checks_failed_reason check ((state = 'failed') = (failure_reason is not null))
);
-- One check under way per account at a time.
create unique index identity_checks_one_pending on identity_checks (user_id) where state = 'pending';
-- One verified account per BVN or NIN.
create unique index identity_checks_one_owner on identity_checks (id_type, id_hash)
  where state = 'verified';
create index identity_checks_user_idx on identity_checks (user_id, created_at desc);
create index identity_checks_customer_idx on identity_checks (provider, provider_customer)
  where state = 'pending';

-- The sandbox provider's customers, as Paystack keeps them: what it was told (the names and the
-- number), so its signed event can report the name on record.
create table sandbox_identity_customers (
  customer_code text primary key check (length(customer_code) between 1 and 100),
  user_id uuid not null unique references users(id) on delete restrict,
  created_at timestamptz not null default clock_timestamp()
);

-- Proofs of address and the staff's decision on each (four eyes: never the customer, never the
-- staff member who sent it on the customer's behalf). The file is kept in PostgreSQL, like every
-- other thing the app must not lose with an instance.
create table address_reviews (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete restrict,
  -- Who sent the document: the customer, or a staff member on their behalf.
  submitted_by uuid not null references users(id) on delete restrict,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
  document bytea not null check (octet_length(document) between 1 and 20971520),
  state text not null default 'pending' check (state in ('pending', 'approved', 'rejected')),
  reason text check (length(reason) between 3 and 300),
  decided_by uuid references users(id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  decided_at timestamptz,
  constraint address_reviews_decided check ((state = 'pending') = (decided_at is null)),
  constraint address_reviews_rejected_reason check (state <> 'rejected' or reason is not null),
  constraint address_reviews_four_eyes check (decided_by is null or
    (decided_by <> user_id and decided_by <> submitted_by))
);
create unique index address_reviews_one_pending on address_reviews (user_id) where state = 'pending';
create index address_reviews_state_idx on address_reviews (state, created_at);
create index address_reviews_user_idx on address_reviews (user_id, created_at desc);

-- Each tier's limits: written at start-up from the KYC_TIER* settings (the Central Bank's figures
-- here and as their defaults), read by every check in the transaction that moves the money.
create table kyc_tier_limits (
  tier smallint primary key check (tier between 1 and 3),
  daily_in_kobo bigint not null check (daily_in_kobo >= 0),
  daily_out_kobo bigint not null check (daily_out_kobo >= 0),
  -- null: no cap.
  max_balance_kobo bigint check (max_balance_kobo >= 0)
);
insert into kyc_tier_limits values
  (1, 5000000, 5000000, 30000000),
  (2, 20000000, 20000000, 50000000),
  (3, 500000000, 500000000, null);

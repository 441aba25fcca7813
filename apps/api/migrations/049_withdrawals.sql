-- Withdrawals to a Nigerian bank account (docs/decisions/0062-withdrawals.md). The amount and its
-- fee leave the wallet for `payouts_pending` in the request's transaction; the payout provider is
-- asked afterwards by a job; its confirmed `transfer.success` moves the amount to provider clearing
-- and the fee to `withdrawal_fees`, while a failure or a reversal (even after a success) returns
-- the money to the wallet once. The ledger's unique (kind, reference), the reference being the
-- withdrawal's id, makes each step happen at most once whatever races above it.

-- The check lists are restated whole (the lists of 041 plus ours).
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in
  ('wallet', 'provider_clearing', 'bank_clearing', 'sales', 'subscription_revenue', 'gifts_held',
   'circles_held', 'delivery_revenue', 'payouts_pending', 'withdrawal_fees'));
alter table ledger_transfers drop constraint ledger_transfers_kind_check;
alter table ledger_transfers add constraint ledger_transfers_kind_check check (kind in
  ('topup_card', 'topup_bank', 'send', 'purchase', 'subscription', 'subscription_credit',
   'adjustment', 'gift_hold', 'gift_claim', 'gift_return', 'circle_payment', 'circle_refund',
   'topup_transfer', 'delivery_fee', 'delivery_fee_refund', 'withdrawal_hold',
   'withdrawal_settle', 'withdrawal_fee', 'withdrawal_return', 'withdrawal_fee_refund'));

-- Fixed ids, repeated in apps/api/src/modules/ledger/ledger-accounts.ts.
insert into ledger_accounts (id, kind, name) values
  ('00000000-0000-4000-8000-000000000049', 'payouts_pending', 'Withdrawals waiting for the bank'),
  ('00000000-0000-4000-8000-000000000491', 'withdrawal_fees', 'Withdrawal fees');

create table withdrawals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete restrict,
  -- Our reference at the provider (Paystack's `reference` on POST /transfer): a retried
  -- initiation with it cannot pay twice.
  reference text not null unique check (reference ~ '^[a-z0-9_-]{16,50}$'),
  provider text not null check (provider in ('sandbox', 'paystack')),
  amount_kobo bigint not null check (amount_kobo > 0),
  fee_kobo bigint not null default 0 check (fee_kobo >= 0),
  bank_code text not null check (length(bank_code) between 1 and 20),
  bank_name text not null check (length(bank_name) between 1 and 100),
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  account_name text not null check (length(account_name) between 1 and 200),
  state text not null check (state in
    ('awaiting_approval', 'processing', 'paid', 'failed', 'reversed')),
  -- The provider's recipient and transfer, once the initiation job has them.
  recipient_code text check (length(recipient_code) between 1 and 100),
  transfer_code text check (length(transfer_code) between 1 and 100),
  failure_reason text check (length(failure_reason) <= 500),
  -- Staff who approved or rejected one that waited for approval.
  decided_by uuid references users(id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  initiated_at timestamptz,
  paid_at timestamptz,
  ended_at timestamptz,
  -- Last time the provider was asked about it: the re-check job asks the oldest first.
  checked_at timestamptz not null default clock_timestamp(),
  constraint withdrawals_failure_reason check (state not in ('failed', 'reversed')
    or failure_reason is not null)
);
create index withdrawals_user_idx on withdrawals (user_id, created_at desc);
create index withdrawals_open_idx on withdrawals (state, checked_at)
  where state in ('awaiting_approval', 'processing');
create index withdrawals_ended_idx on withdrawals (state, ended_at desc)
  where state in ('failed', 'reversed');

-- Accounts a customer paid before, for next time: the name is the bank's, as resolved.
create table saved_bank_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  bank_code text not null check (length(bank_code) between 1 and 20),
  bank_name text not null check (length(bank_name) between 1 and 100),
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  account_name text not null check (length(account_name) between 1 and 200),
  created_at timestamptz not null default clock_timestamp(),
  last_used_at timestamptz not null default clock_timestamp(),
  constraint saved_bank_accounts_once unique (user_id, bank_code, account_number)
);

-- The sandbox payout provider's own books: what its verify answers, as Paystack's API would.
create table sandbox_payouts (
  reference text primary key check (length(reference) between 1 and 100),
  transfer_code text not null unique,
  recipient_code text not null,
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  bank_code text not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  status text not null check (status in ('pending', 'success', 'failed', 'reversed')),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp()
);

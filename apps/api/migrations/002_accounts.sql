-- Accounts: users, their wallet row, server sessions, email verification codes, password reset
-- tokens, and the rate-limit counters every API instance shares (docs/architecture.md §2, §5).
-- Secrets (session tokens, codes, reset tokens) are stored only as SHA-256 hashes.

create table users (
  id uuid primary key default gen_random_uuid(),
  -- Stored trimmed and lowercased; unique case-insensitively.
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  -- Normalised Nigerian number, +234 then 10 digits (docs/architecture.md §3).
  phone text not null check (phone ~ '^\+234[789][01][0-9]{8}$'),
  -- Assigned once at sign-up, never changes (docs/architecture.md §3).
  faza char(12) not null check (faza ~ '^[0-9]{12}$'),
  password_hash text not null,
  role text not null default 'user' check (role in ('admin', 'moderator', 'user')),
  display_name text not null check (length(display_name) between 1 and 254),
  email_verified_at timestamptz,
  subscription_tier text not null default 'basic'
    check (subscription_tier in ('basic', 'premium', 'premium_plus')),
  subscription_ends_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_phone_key unique (phone),
  constraint users_faza_key unique (faza)
);
create unique index users_email_key on users (lower(email));

-- One wallet per user. The ledger arrives with the wallet issue; the cached balance can never go
-- below zero.
create table wallets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references users(id) on delete cascade,
  balance_kobo bigint not null default 0 check (balance_kobo >= 0),
  created_at timestamptz not null default now()
);

create table sessions (
  -- sha256 of the 32 random bytes the cookie carries.
  token_hash bytea primary key check (length(token_hash) = 32),
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Idle expiry is measured from here; refreshed at most once a minute.
  last_seen_at timestamptz not null default now(),
  -- Absolute expiry.
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user_id_idx on sessions (user_id);

create table email_verification_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  code_hash bytea not null,
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Set when the code is used or replaced by a newer one; a code works at most once.
  consumed_at timestamptz
);
create index email_verification_codes_user_id_idx on email_verification_codes (user_id, created_at desc);

create table password_reset_tokens (
  token_hash bytea primary key check (length(token_hash) = 32),
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id);

-- Fixed-window counters: `points` used since the window opened, until `expires_at`.
create table rate_limits (
  key text primary key,
  points integer not null,
  expires_at timestamptz not null
);
create index rate_limits_expires_at_idx on rate_limits (expires_at);

-- Phone verification (docs/decisions/0023-phone-verification.md). The FAZA number senders type is
-- made from the phone number, so an account must prove it holds that phone (a texted code) before
-- it can send or receive food or money, or be found by name enquiry.

-- Null until the owner enters a code texted to the phone. Accounts that existed before this
-- migration stay null: nobody ever proved they hold their number, and one of them may have
-- registered someone else's. They verify at their next sign-in or first send.
alter table users add column phone_verified_at timestamptz;

-- As email_verification_codes (migration 002): stored hashed with the row's id, single-use, ten
-- minutes, five wrong guesses. `phone` is the number the code was texted to: it proves that
-- number, so a code cannot verify whatever number the account holds later.
create table phone_verification_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  phone text not null,
  code_hash bytea not null,
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Set when the code is used, replaced by a newer one, or out of guesses.
  consumed_at timestamptz
);
create index phone_verification_codes_user_id_idx
  on phone_verification_codes (user_id, created_at desc);

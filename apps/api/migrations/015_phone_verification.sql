-- Phone verification (docs/decisions/0027-phone-verification.md). The FAZA number senders type is
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

-- wallet_send of migration 010, with one change: the recipient must have a verified phone. One
-- without is answered INVALID_FAZA, as a number nobody holds: what senders address to the owner of
-- a phone must not reach whoever registered it first.
-- Restated whole from migration 010: PostgreSQL replaces a function only by its full text.
create or replace function wallet_send(p_sender_id uuid, p_faza text, p_amount_kobo bigint,
                                       p_reference text, p_metadata jsonb)
returns table (refusal text, recipient_id uuid, recipient_name text, recipient_faza text,
               debit_wallet uuid, transfer_id uuid, balances jsonb)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_recipient record;
  v_from uuid;
  v_to uuid;
  v_moved record;
begin
  select u.id, u.display_name, u.faza into v_recipient from users u
    where u.faza = p_faza::char(12) -- as char, so the unique index on faza is used
      and u.phone_verified_at is not null;
  if not found then
    return query select 'INVALID_FAZA', null::uuid, null::text, null::text, null::uuid,
                        null::uuid, null::jsonb;
    return;
  end if;
  if v_recipient.id = p_sender_id then
    return query select 'SELF_SEND', null::uuid, null::text, null::text, null::uuid, null::uuid,
                        null::jsonb;
    return;
  end if;
  insert into wallets (user_id)
    select x.user_id from unnest(array[p_sender_id, v_recipient.id]) as x(user_id)
    where not exists (select 1 from wallets w where w.user_id = x.user_id)
    on conflict (user_id) do nothing;
  select w.id into v_from from wallets w where w.user_id = p_sender_id;
  select w.id into v_to from wallets w where w.user_id = v_recipient.id;
  select t.refused, t.id, t.balances into v_moved
    from ledger_transfer('send', p_amount_kobo, v_from, v_to, p_reference, p_metadata) t;
  return query select case when v_moved.refused then 'INSUFFICIENT_BALANCE' end,
                      v_recipient.id, v_recipient.display_name::text, v_recipient.faza::text,
                      v_from, v_moved.id, v_moved.balances;
end $$;

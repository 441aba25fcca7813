-- Sends in fewer round trips (docs/decisions/0020). Each function does in one call what the API
-- did in several statements, with the same locks in the same order; every statement inside a
-- plpgsql function takes a fresh snapshot, so what it reads after taking a lock is what a separate
-- statement would have read.

-- The idempotency key's claim (decision 0007): the transaction-scoped advisory lock on
-- (user, key), then the key's stored row if there is one. `locked` false: another request with
-- this key is still running. The lock's key is the one lib/idempotency.ts always used.
create function idempotency_claim(p_user_id uuid, p_key text)
returns table (locked boolean, route text, request_hash bytea, response_status integer,
               response_body jsonb)
language plpgsql volatile as $$
#variable_conflict use_column
begin
  if not pg_try_advisory_xact_lock(hashtextextended(p_user_id::text || ':' || p_key, 727002)) then
    return query select false, null::text, null::bytea, null::integer, null::jsonb;
    return;
  end if;
  return query
    select true, k.route, k.request_hash, k.response_status, k.response_body
    from idempotency_keys k where k.user_id = p_user_id and k.key = p_key;
  if not found then
    return query select true, null::text, null::bytea, null::integer, null::jsonb;
  end if;
end $$;

-- The only writer of money (decision 0012), as modules/wallet/ledger.ts `transfer` did it: locks
-- the wallets among the two accounts in id order, refuses (`refused`, nothing written) when the
-- debited wallet holds less than the amount, then appends the transfer and moves the cached
-- balances. `balances`: the touched wallets' balances after the transfer. System accounts are
-- neither locked nor updated.
create function ledger_transfer(p_kind text, p_amount_kobo bigint, p_debit uuid, p_credit uuid,
                                p_reference text, p_metadata jsonb)
returns table (refused boolean, id uuid, kind text, amount_kobo bigint, debit_account uuid,
               credit_account uuid, reference text, metadata jsonb, created_at timestamptz,
               balances jsonb)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_debit_balance bigint;
begin
  -- PERFORM runs the query to its end, so both rows are locked, in id order.
  perform 1 from wallets w where w.id in (p_debit, p_credit) order by w.id for update;
  select w.balance_kobo into v_debit_balance from wallets w where w.id = p_debit;
  if v_debit_balance is not null and v_debit_balance < p_amount_kobo then
    return query select true, null::uuid, null::text, null::bigint, null::uuid, null::uuid,
                        null::text, null::jsonb, null::timestamptz, null::jsonb;
    return;
  end if;
  return query
    with inserted as (
      insert into ledger_transfers (kind, amount_kobo, debit_account, credit_account, reference,
                                    metadata)
      values (p_kind, p_amount_kobo, p_debit, p_credit, p_reference, p_metadata)
      returning *
    ), moved as (
      update wallets w
      set balance_kobo = w.balance_kobo + case when w.id = p_debit then -p_amount_kobo
                                               else p_amount_kobo end
      where w.id in (p_debit, p_credit)
      returning w.id, w.balance_kobo
    )
    select false, i.id, i.kind, i.amount_kobo, i.debit_account, i.credit_account, i.reference,
           i.metadata, i.created_at,
           coalesce((select jsonb_object_agg(m.id, m.balance_kobo) from moved m), '{}'::jsonb)
    from inserted i;
end $$;

-- A wallet-to-wallet send by FAZA number (modules/wallet/send-money.ts): the recipient, the two
-- wallets (opened now for accounts made before wallets existed), then ledger_transfer. `refusal`
-- names why nothing was written: INVALID_FAZA, SELF_SEND or INSUFFICIENT_BALANCE.
create function wallet_send(p_sender_id uuid, p_faza text, p_amount_kobo bigint,
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
    where u.faza = p_faza::char(12); -- as char, so the unique index on faza is used
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

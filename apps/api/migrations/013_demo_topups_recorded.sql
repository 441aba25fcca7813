-- The demo seed used to credit its accounts with a bare `topup_bank` ledger transfer, with no
-- top-up behind it, which the reconciliation (`npm run cli -- ledger check`) rightly reports as a
-- credit without a top-up. Record those credits as the settled bank top-ups they stand for
-- (docs/decisions/0023-one-order-paid-step.md); the seed now goes through the settle step.
insert into wallet_topups (reference, user_id, wallet_id, method, provider, amount_kobo,
                           received_kobo, status, transfer_id, credited_at, created_at)
select t.reference, w.user_id, w.id, 'bank', 'bank', t.amount_kobo, t.amount_kobo, 'success',
       t.id, t.created_at, t.created_at
  from ledger_transfers t
  join wallets w on w.id = t.credit_account
 where t.kind = 'topup_bank' and t.reference like 'DEMO-%'
   and not exists (select 1 from wallet_topups u where u.reference = t.reference);

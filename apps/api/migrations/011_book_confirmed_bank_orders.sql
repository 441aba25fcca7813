-- Bank-transfer orders that staff confirmed before every way of paying went through one "order
-- paid" step were marked paid and filled the pantry, but no money was booked: bank-transfer
-- clearing never paid sales. Book each of them now, as the step books it (a `purchase` transfer of
-- the order's total, referenced by its invoice number), dated when staff confirmed it
-- (docs/decisions/0023-one-order-paid-step.md). The (kind, reference) key makes a second run, or an
-- order booked since, a no-op.
insert into ledger_transfers
  (kind, amount_kobo, debit_account, credit_account, reference, metadata, created_at)
select 'purchase', o.total_kobo,
       '00000000-0000-4000-8000-000000000002', -- bank-transfer clearing
       '00000000-0000-4000-8000-000000000003', -- sales
       o.invoice_number,
       jsonb_build_object('order_id', o.id, 'invoice_number', o.invoice_number,
                          'method', 'bank_transfer', 'booked_late_by', '011'),
       o.paid_at
  from orders o
 where o.payment_method = 'bank_transfer' and o.status = 'paid'
 order by o.paid_at
on conflict on constraint ledger_transfers_once do nothing;

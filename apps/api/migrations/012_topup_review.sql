-- Top-ups that wait for staff, what actually arrived, and one pending bank top-up per person
-- (docs/decisions/0026-top-ups-settled-in-one-step.md).

-- `needs_review`: the provider reported a payment that does not match the top-up (amount or
-- currency), or an old duplicate bank top-up (below). Nothing is credited until staff decide.
alter table wallet_topups drop constraint wallet_topups_status_check;
alter table wallet_topups add constraint wallet_topups_status_check
  check (status in ('pending', 'success', 'failed', 'expired', 'needs_review'));

-- What arrived: on success the amount credited (a bank transfer may differ from the amount the
-- customer declared, `amount_kobo`); while under review, the naira amount the provider reported.
alter table wallet_topups add column received_kobo bigint check (received_kobo > 0);
update wallet_topups set received_kobo = amount_kobo where status = 'success';
alter table wallet_topups add constraint wallet_topups_success_received
  check (status <> 'success' or received_kobo is not null);

-- Why the top-up went to staff; kept after they decide, as the record of what happened.
alter table wallet_topups add column review_reason text check (length(review_reason) <= 500);
alter table wallet_topups add constraint wallet_topups_review_reason
  check (status <> 'needs_review' or review_reason is not null);

-- Until now a person could have several bank top-ups pending, all quoting the same FAZA number, so
-- no transfer could be told apart. The oldest stays pending; staff review the others.
update wallet_topups t
set status = 'needs_review', updated_at = now(),
    review_reason = 'Several bank top-ups were pending at once under the same reference.'
where t.method = 'bank' and t.status = 'pending'
  and exists (
    select 1 from wallet_topups o
    where o.user_id = t.user_id and o.method = 'bank' and o.status = 'pending'
      and (o.created_at, o.id) < (t.created_at, t.id));

create unique index wallet_topups_one_pending_bank on wallet_topups (user_id)
  where method = 'bank' and status = 'pending';

-- The staff review queue, oldest first.
create index wallet_topups_review_idx on wallet_topups (created_at) where status = 'needs_review';

-- Abandoned card top-ups (docs/decisions/0019-expiring-abandoned-card-top-ups.md). A card top-up
-- still pending an hour after it began is asked about once more; if the provider holds no payment
-- for it, it becomes `expired` instead of staying pending for ever. Only card top-ups expire: a
-- bank transfer waits for staff. `expired` has no failure reason (nothing failed: nobody paid).
alter table wallet_topups drop constraint wallet_topups_status_check;
alter table wallet_topups add constraint wallet_topups_status_check
  check (status in ('pending', 'success', 'failed', 'expired'));
alter table wallet_topups add constraint wallet_topups_expired_card
  check (status <> 'expired' or method = 'card');

-- What the expiry job reads every run: the open card top-ups, oldest first.
create index wallet_topups_open_card_idx on wallet_topups (created_at)
  where method = 'card' and status = 'pending';

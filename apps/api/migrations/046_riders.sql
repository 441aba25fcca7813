-- Riders (docs/decisions/0057): a `rider` role, deliveries assigned to a rider, the 4-digit
-- hand-over code the customer gives at the door, failed attempts, and the rider's last position.

alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('admin', 'moderator', 'user', 'rider'));

alter table deliveries
  add column rider_id uuid references users(id) on delete set null,
  add column assigned_at timestamptz,
  add column on_the_way_at timestamptz,
  add column handover_code text check (handover_code ~ '^[0-9]{4}$'),
  add column failed_attempts integer not null default 0 check (failed_attempts >= 0),
  add column last_failure_reason text check (length(last_failure_reason) <= 500);
create index deliveries_rider_idx on deliveries (rider_id) where status in ('requested', 'dispatched');

-- The rider's last position, sent while a run is on the way; one row a rider, overwritten.
create table rider_positions (
  rider_id uuid primary key references users(id) on delete cascade,
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  at timestamptz not null default now()
);

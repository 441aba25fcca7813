-- Notifications (docs/decisions/0030-notifications-outbox.md). `notifications` is the truth: one row
-- per person told about one event, written in the transaction of the event itself, so a rolled-back
-- send tells nobody and a committed one is never lost. The inbox reads it; each other channel (push,
-- email) is a row of `notification_deliveries` worked by a queued job.

create table notifications (
  id uuid primary key default gen_random_uuid(),
  -- Newest first and paging by cursor: a sequence never ties, unlike two rows' created_at.
  seq bigint generated always as identity unique,
  recipient_id uuid not null references users(id) on delete cascade,
  category text not null
    check (category in ('money', 'orders', 'food', 'digest', 'reminders', 'staff')),
  kind text not null check (kind ~ '^[a-z_]+\.[a-z_]+$'),
  -- What caused it (a transfer id, an order's id, a day…): with kind and recipient, written once
  -- however often the event's code, a retried job or a second instance gets here.
  event_key text not null check (length(event_key) between 1 and 200),
  title text not null check (length(title) between 1 and 200),
  body text not null check (length(body) between 1 and 4000),
  -- A page of the app, never another site.
  deep_link text not null check (deep_link ~ '^/[^/]'),
  subject_type text,
  subject_id text,
  -- False when the person switched the inbox off for a category that allows it: the row still
  -- carries the push or the email, but the inbox neither lists nor counts it.
  in_inbox boolean not null default true,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_once unique (event_key, kind, recipient_id)
);
create index notifications_inbox_idx on notifications (recipient_id, seq desc) where in_inbox;
create index notifications_unread_idx on notifications (recipient_id)
  where in_inbox and read_at is null;

-- One row per notification and channel. `sent_to`: the push subscriptions already reached, so a
-- retry after one phone failed does not buzz the others twice.
create table notification_deliveries (
  id uuid primary key default gen_random_uuid(),
  notification_id uuid not null references notifications(id) on delete cascade,
  channel text not null check (channel in ('push', 'email')),
  state text not null default 'pending' check (state in ('pending', 'sent', 'skipped', 'failed')),
  attempts integer not null default 0,
  last_error text,
  -- Quiet hours: a push that waits for 07:00 Lagos.
  not_before timestamptz not null default now(),
  sent_to uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint notification_deliveries_once unique (notification_id, channel)
);

-- One row per browser that said yes to push (its endpoint is unique to that browser and app). It
-- belongs to the session that registered it: once that session is signed out or expires, nothing
-- more is pushed there, so the next person to sign in on a shared phone never sees the last one's
-- notifications; their own session registers the browser again.
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  session_token_hash bytea not null references sessions(token_hash) on delete cascade,
  endpoint text not null unique check (endpoint ~ '^https://'),
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);

-- Only the switches a person changed; every other one is the category's default.
create table notification_preferences (
  user_id uuid not null references users(id) on delete cascade,
  category text not null,
  channel text not null check (channel in ('inbox', 'push', 'email')),
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, category, channel)
);

-- Every API instance LISTENs here and tells the person's open pages their new unread count. NOTIFY
-- is sent at commit, and one payload once per transaction however many rows changed.
create function notifications_announce() returns trigger language plpgsql as $$
begin
  if new.in_inbox then
    perform pg_notify('faza_notifications', new.recipient_id::text);
  end if;
  return null;
end $$;
create trigger notifications_announce after insert or update of read_at on notifications
  for each row execute function notifications_announce();

-- The morning digest reads every lot expiring in the next three days or in the last one.
create index pantry_lots_expiry_idx on pantry_lots (expires_at) where quantity > 0;

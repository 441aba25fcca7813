-- Support conversations (docs/decisions/0039-support-and-consultant.md): a customer's question and
-- the messages both sides write. The staff queue orders open conversations by the tier in force
-- when it is read, then by how long the customer has waited (`waiting_since`).

create table support_conversations (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references users(id) on delete cascade,
  -- 'consultant': a Premium Plus member's "Talk to my consultant", assigned to that consultant.
  kind text not null default 'support' check (kind in ('support', 'consultant')),
  topic text not null
    check (topic in ('order', 'delivery', 'wallet', 'account', 'food_advice', 'other')),
  -- At most one of the customer's own orders, top-ups or deliveries, checked when written.
  attachment_type text check (attachment_type in ('order', 'top_up', 'delivery')),
  attachment_id uuid,
  status text not null default 'open' check (status in ('open', 'closed')),
  assigned_to uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  last_reply_at timestamptz,
  -- The customer's oldest unanswered message; null while the customer has the last word answered.
  waiting_since timestamptz default now(),
  closed_at timestamptz,
  constraint support_attachment_whole check ((attachment_type is null) = (attachment_id is null)),
  constraint support_closed_consistent check ((status = 'closed') = (closed_at is not null))
);
create index support_conversations_customer_idx
  on support_conversations (customer_id, last_message_at desc);
create index support_conversations_open_idx on support_conversations (waiting_since)
  where status = 'open';

create table support_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references support_conversations(id) on delete cascade,
  author_id uuid references users(id) on delete set null,
  from_staff boolean not null,
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index support_messages_conversation_idx on support_messages (conversation_id, created_at);

-- A support reply is its own notification category. The list of categories lives in
-- packages/shared (notifications/categories.ts), which the API validates every write against; here
-- the shape only, as for `kind`, so each feature adding a category needs no change to this table.
alter table notifications drop constraint notifications_category_check;
alter table notifications add constraint notifications_category_check
  check (category ~ '^[a-z_]+$');
